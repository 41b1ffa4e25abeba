import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test-support/test-i18n';
import { notificationText } from './notification-text';

const i18n = await testI18n('en');

const reminder = {
  kind: 'carrier_eta_reminder',
  delayMinutes: 45,
  responsibility: 'NETWORK_CONGESTION' as const,
  tour: { reference: 'T-42' },
  stop: { name: 'Entrepôt Nord', town: 'Lille' },
};

describe('notificationText', () => {
  it('tells the carrier ETA reminder like its email, with the delay and whose it is', async () => {
    await i18n.changeLanguage('en');
    expect(notificationText(reminder, i18n.t.bind(i18n))).toEqual([
      'Tour T-42 is late at Entrepôt Nord (Lille) and no new ETA has been provided for 30 minutes. Please give a new ETA.',
      'Current delay: 45 min.',
      'Over 30 minutes, the delay is attributed to network congestion.',
    ]);
  });

  it('speaks the user’s language', async () => {
    await i18n.changeLanguage('fr');
    expect(
      notificationText({ ...reminder, responsibility: 'CARRIER', delayMinutes: 20 }, i18n.t.bind(i18n)),
    ).toEqual([
      expect.stringContaining('La tournée T-42 est en retard à Entrepôt Nord (Lille)'),
      'Retard actuel : 20 min.',
      expect.stringContaining('responsabilité du transporteur'),
    ]);
  });

  it('names an unknown kind plainly rather than showing nothing', async () => {
    await i18n.changeLanguage('en');
    expect(notificationText({ ...reminder, kind: 'something_new' }, i18n.t.bind(i18n))).toEqual([
      'Notification',
    ]);
  });
});
