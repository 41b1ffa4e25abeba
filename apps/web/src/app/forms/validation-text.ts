// The validation messages of shipment-domain §5 come from the domain's rules in English; the screens show
// them in the user's language through the `validation` catalogue section, whose English text is the rule's.
import { MESSAGES } from '@cargolens/domain/validation';
import type { TFunction } from 'i18next';

type MessageKey = keyof typeof MESSAGES;

/** Numbered messages ("Minimum value: 5") as patterns that give back their number. */
const NUMBERED = (Object.keys(MESSAGES) as MessageKey[]).flatMap((key) => {
  const message = MESSAGES[key];
  if (typeof message !== 'function') return [];
  const [before, after] = message(987_654).split('987654') as [string, string];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [{ key, pattern: new RegExp(`^${literal(before)}(-?\\d+(?:\\.\\d+)?)${literal(after)}$`) }];
});

/** Which §5 message this is, with its number: undefined for a text that is not one of them. */
export function validationKey(message: string): { key: MessageKey; n?: number } | undefined {
  const plain = (Object.keys(MESSAGES) as MessageKey[]).find((key) => MESSAGES[key] === message);
  if (plain) return { key: plain };
  for (const { key, pattern } of NUMBERED) {
    const match = pattern.exec(message);
    if (match) return { key, n: Number(match[1]) };
  }
  return undefined;
}

/** The message in the user's language; a text the rules do not know reads as "not valid". */
export function validationText(t: TFunction, message: string): string {
  const known = validationKey(message);
  if (!known) return t('validation.notValid');
  return known.n === undefined ? t(`validation.${known.key}`) : t(`validation.${known.key}`, { n: known.n });
}
