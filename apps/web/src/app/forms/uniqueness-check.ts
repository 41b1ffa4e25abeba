// "Uniqueness checks run after a 200 ms delay and are skipped when the field is pristine, empty or equal to
// its current value" (shipment-domain §5). Success of the HEAD call means taken, failure means free.
import { UNIQUENESS_CHECK_DELAY_MS } from '@cargolens/domain/constants';
import { useEffect, useState } from 'react';

export function uniquenessCheckNeeded(value: string, field: { isDirty: boolean; current?: string }): boolean {
  const trimmed = value.trim();
  return field.isDirty && trimmed !== '' && trimmed !== (field.current ?? '').trim();
}

export type UniquenessState = 'idle' | 'checking' | 'taken' | 'free';

/** Asks `isTaken` once the user stops typing; a stale answer never overwrites a newer one. */
export function useUniquenessCheck(
  value: string,
  field: { isDirty: boolean; current?: string },
  isTaken: (value: string) => Promise<boolean>,
): UniquenessState {
  const [state, setState] = useState<UniquenessState>('idle');
  const needed = uniquenessCheckNeeded(value, field);
  // biome-ignore lint/correctness/useExhaustiveDependencies: isTaken is a fresh closure each render; the value decides
  useEffect(() => {
    if (!needed) {
      setState('idle');
      return;
    }
    let current = true;
    setState('checking');
    const timer = setTimeout(() => {
      isTaken(value.trim()).then(
        (taken) => current && setState(taken ? 'taken' : 'free'),
        () => current && setState('free'),
      );
    }, UNIQUENESS_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [needed, value]);
  return state;
}
