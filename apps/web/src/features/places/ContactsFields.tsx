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
              <div className="contact-card__channel">
                <TextInput
                  label={t('places.contacts.email')}
                  value={contact.email.value}
                  error={messageAt(t, issues, `${at}/email/value`)}
                  onChange={(value) => change(index, { ...contact, email: { ...contact.email, value } })}
                />
                <CheckboxInput
                  label={t('places.contacts.notifyEmail')}
                  value={contact.email.enabled}
                  onChange={(enabled) => change(index, { ...contact, email: { ...contact.email, enabled } })}
                />
              </div>
              <div className="contact-card__channel">
                <TextInput
                  label={t('places.contacts.phone')}
                  value={contact.phone.value}
                  error={messageAt(t, issues, `${at}/phone/value`)}
                  onChange={(value) => change(index, { ...contact, phone: { ...contact.phone, value } })}
                />
                <CheckboxInput
                  label={t('places.contacts.notifyPhone')}
                  value={contact.phone.enabled}
                  onChange={(enabled) => change(index, { ...contact, phone: { ...contact.phone, enabled } })}
                />
              </div>
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
