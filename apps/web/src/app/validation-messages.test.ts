import { MESSAGES } from '@cargolens/domain/validation';
import { catalogues } from '@cargolens/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { messageRef } from './validation-messages';

const en = catalogues.en as unknown as { validation: Record<string, string> };
const english = (message: string) => {
  const ref = messageRef(message);
  const text = en.validation[ref.key.replace('validation.', '')] ?? '';
  return text.replace('{{n}}', String(ref.values?.n ?? ''));
};

describe('validation messages', () => {
  const fixed = Object.values(MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : []));
  it.each(fixed)('shows "%s" in English exactly as shipment-domain §5 says', (message) => {
    expect(english(message)).toBe(message);
  });

  it.each([MESSAGES.min(100), MESSAGES.max(5000), MESSAGES.minLength(5), MESSAGES.maxLength(80)])(
    'keeps the number of "%s"',
    (message) => {
      expect(english(message)).toBe(message);
    },
  );
});
