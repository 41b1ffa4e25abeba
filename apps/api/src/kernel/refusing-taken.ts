// A write that may break a unique rule (a name, a label, a username): the repository turns the database's unique
// violation into an error class of its own, and the use case answers it with the catalogue error and the field it
// names. A check before the write tells the user early; this one settles two writes racing for one value.
import { AppError, type ErrorCode, type FieldPath } from '@cargolens/domain/errors';

export async function refusingTaken<T>(
  write: () => Promise<T>,
  taken: abstract new (...args: never[]) => Error,
  refusal: { code: ErrorCode; field: FieldPath; detail?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof taken) {
      const { code, ...options } = refusal;
      throw new AppError(code, options);
    }
    throw error;
  }
}
