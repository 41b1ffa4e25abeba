// pairing's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { pairingModule } from './register';
export { pairingRoutes } from './routes';
export { createPairingService } from './service';
