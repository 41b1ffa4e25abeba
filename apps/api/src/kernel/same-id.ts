// A write's body may repeat the id of the record its path names (JSON:API): when it names another one, the write
// is refused as a conflict at the body's id, whatever the record.
import { AppError } from '@cargolens/domain/errors';

/** `record` says what the path names, for the detail: "The body names another agency". */
export function assertSameId(bodyId: number | undefined, id: number, record: string): void {
  if (bodyId !== undefined && bodyId !== id)
    throw new AppError('http.conflict_error', { detail: `The body names another ${record}`, field: ['id'] });
}
