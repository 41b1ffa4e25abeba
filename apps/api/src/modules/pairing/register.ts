// How pairing plugs into the server (decision 0221): pairing a tour, through chartering's repository and steps.
import type { ModuleRegistration } from '../../http/module-registration';
import { createCharteringRepository, createCharteringService } from '../chartering';
import { pairingRoutes } from './routes';
import { createPairingService } from './service';

export const pairingModule: ModuleRegistration = async (api, { store }) => {
  const charteringRepository = createCharteringRepository(store.db);
  const chartering = createCharteringService(charteringRepository);
  await api.register(
    pairingRoutes(createPairingService(charteringRepository, chartering.runStep), chartering),
  );
};
