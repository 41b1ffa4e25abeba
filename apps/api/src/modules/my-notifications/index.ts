// my-notifications's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { myNotificationsModule } from './register';
export { createMyNotificationsRepository } from './repository';
export { myNotificationsRoutes } from './routes';
export { createMyNotificationsService } from './service';
export { notifiedUserId, USER_NOTIFICATIONS_CHANNEL } from './user-notifications-channel';
