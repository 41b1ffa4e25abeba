import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { TextInput } from '../../ui/TextInput';
import type { Issue } from './issue-message';
import { messageAt } from './issue-message';
import { type ContactForm, EMPTY_CONTACT } from './place-form';

interface ContactsFieldsProps {
  contacts: ContactForm[];
  issues: Issue[];
  onChange: (contacts: ContactForm[]) => void;
}

/** The ways of reaching a contact, each an address and whether to notify there, in the order shown. */
const CHANNELS = [
  { key: 'email', label: 'places.contacts.email', notifyLabel: 'places.contacts.notifyEmail' },
  { key: 'phone', label: 'places.contacts.phone', notifyLabel: 'places.contacts.notifyPhone' },
] as const;

/** Contact entries of shipment-domain §3: name, position, and email and phone each with enabled + value. */
export function ContactsFields({ contacts, issues, onChange }: ContactsFieldsProps) {
  const { t } = useTranslation();
  const change = (index: number, contact: ContactForm) =>
    onChange(contacts.map((current, i) => (i === index ? contact : current)));
  return (
    <>
      {contacts.length === 0 && <p className="muted">{t('places.contacts.empty')}</p>}
      {contacts.map((contact, index) => {
        const at = `/contacts/${index}`;
        const label = t('places.contacts.label', { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id until saved; their order is their identity
          <fieldset key={index} className="contact-card" aria-label={label}>
            <legend className="contact-card__title">{label}</legend>
            <div className="form-grid">
              <TextInput
                label={t('places.contacts.name')}
                value={contact.name}
                error={messageAt(t, issues, `${at}/name`)}
                onChange={(name) => change(index, { ...contact, name })}
              />
              <TextInput
                label={t('places.contacts.position')}
                value={contact.position}
                onChange={(position) => change(index, { ...contact, position })}
              />
              {CHANNELS.map((channel) => (
                <div key={channel.key} className="contact-card__channel">
                  <TextInput
                    label={t(channel.label)}
                    value={contact[channel.key].value}
                    error={messageAt(t, issues, `${at}/${channel.key}/value`)}
                    onChange={(value) =>
                      change(index, { ...contact, [channel.key]: { ...contact[channel.key], value } })
                    }
                  />
                  <CheckboxInput
                    label={t(channel.notifyLabel)}
                    value={contact[channel.key].enabled}
                    onChange={(enabled) =>
                      change(index, { ...contact, [channel.key]: { ...contact[channel.key], enabled } })
                    }
                  />
                </div>
              ))}
            </div>
            <div>
              <Button
                className="button button--ghost"
                onPress={() => onChange(contacts.filter((_, i) => i !== index))}
              >
                {t('places.contacts.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button className="button button--secondary" onPress={() => onChange([...contacts, EMPTY_CONTACT])}>
          {t('places.contacts.add')}
        </Button>
      </div>
    </>
  );
}
