// The domain's validation rules (packages/domain/src/validation) speak the spec's English messages; the web app
// shows them in the user's language. Each message maps to one catalogue key, whose English text is the spec's.
import { MESSAGES } from '@cargolens/domain/validation';

export interface MessageRef {
  key: string;
  values?: Record<string, number | string>;
}

const FIXED: Record<string, string> = {
  [MESSAGES.required]: 'validation.required',
  [MESSAGES.email]: 'validation.email',
  [MESSAGES.phone]: 'validation.phone',
  [MESSAGES.postalCode]: 'validation.postalCode',
  [MESSAGES.url]: 'validation.url',
  [MESSAGES.password]: 'validation.password',
  [MESSAGES.integer]: 'validation.integer',
  [MESSAGES.double]: 'validation.double',
  [MESSAGES.endAfterStart]: 'validation.endAfterStart',
  [MESSAGES.dateRange]: 'validation.dateRange',
  [MESSAGES.json]: 'validation.json',
  [MESSAGES.salesforceId]: 'validation.salesforceId',
  [MESSAGES.alreadyExists]: 'validation.alreadyExists',
};

const PARAMETERISED: Array<[RegExp, string]> = [
  [/^Minimum value: (-?[\d.]+)$/, 'validation.min'],
  [/^Maximum value: (-?[\d.]+)$/, 'validation.max'],
  [/^(\d+) minimum characters$/, 'validation.minLength'],
  [/^(\d+) maximum characters$/, 'validation.maxLength'],
];

/** The catalogue key (and its values) of a domain validation message. */
export function messageRef(message: string): MessageRef {
  const fixed = FIXED[message];
  if (fixed) return { key: fixed };
  for (const [pattern, key] of PARAMETERISED) {
    const match = pattern.exec(message);
    if (match) return { key, values: { n: Number(match[1]) } };
  }
  return { key: 'validation.notValid' };
}
