import { TAG_COLOURS, type TagColourName } from '@cargolens/domain/tags';
import type { CSSProperties } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { tagColourKey } from './tag-colour';

/** The ten named colours of shipment-domain §3 as a radio group: arrows move, the name is always read out. */
export function TagColourPicker({
  value,
  onChange,
}: {
  value: TagColourName;
  onChange: (name: TagColourName) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      className="radio-group"
      value={value}
      onChange={(name) => onChange(name as TagColourName)}
      orientation="horizontal"
    >
      <Label className="field__label">{t('tags.colour')}</Label>
      <div className="colour-picker">
        {TAG_COLOURS.map((colour) => (
          <Radio
            key={colour.name}
            value={colour.name}
            className="colour-picker__option"
            style={{ '--swatch': colour.hex } as CSSProperties}
          >
            <span className="colour-picker__swatch" aria-hidden="true" />
            {t(`tagColour.${tagColourKey(colour.name)}`)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
