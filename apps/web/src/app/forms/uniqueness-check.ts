// "Uniqueness checks run after a 200 ms delay and are skipped when the field is pristine, empty or equal to
// its current value" (shipment-domain §5). Success of the HEAD call means taken, failure means free.
import { UNIQUENESS_CHECK_DELAY_MS } from '@cargolens/domain/constants';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { validationText } from './validation-text';

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

/**
 * The message of a name that must be unique, once the user has touched it: the domain's §5 issue (or "required"
 * when the form has no rule of its own), then "already used" from the uniqueness check, else the API's answer.
 */
export function uniqueNameError(
  t: TFunction,
  field: {
    value: string;
    isDirty: boolean;
    uniqueness: UniquenessState;
    issue?: string;
    serverError?: string;
  },
): string | undefined {
  const issue = field.issue ?? (field.value.trim() ? undefined : null);
  if (field.isDirty && issue !== undefined)
    return issue === null ? t('validation.required') : validationText(t, issue);
  return field.uniqueness === 'taken' ? t('errors.valueUsed') : field.serverError;
}
