// pairing's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { pairingRoutes } from './routes';
export { DEMO_SHIPPER_RESOURCE_ID } from './schemas';
export { createPairingService } from './service';
