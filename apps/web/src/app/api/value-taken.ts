// "Is this name already used?": HEAD on the API's uniqueness path answers 200 when taken, 404 when free
// (shipment-domain §7); any other failure is the caller's.
import { api } from '../session';
import { isApiError } from './api-error';

export async function valueTaken(path: string): Promise<boolean> {
  try {
    await api.request(path, { method: 'HEAD' });
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
