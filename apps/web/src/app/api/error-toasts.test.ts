import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_TOAST, ERROR_TOAST_RULES, toastForFailure } from './error-toasts';

type Case = [why: string, method: string, path: string, status: number];

// One failure per rule of platform-core.txt §8 that must stay silent.
const silent: Case[] = [
  ['disconnected', 'POST', '/orders', 0],
  ['401: the session layer handles it', 'PUT', '/me/display-preferences', 401],
  ['POST /tokens 404', 'POST', '/tokens', 404],
  ['POST /tokens 429', 'POST', '/tokens', 429],
  ['POST /tokens 403', 'POST', '/tokens', 403],
  ['any HEAD 404', 'HEAD', '/documents/abc', 404],
  ['any GET 404', 'GET', '/orders/xyz', 404],
  ['GET 403 on the public ETA', 'GET', '/public/orders/eta', 403],
  ['GET 403 on tour details', 'GET', '/tours/reference/T-001/details', 403],
  ['GET 520 on orders', 'GET', '/orders', 520],
  ['POST check-credentials 400 or 520', 'POST', '/telematic-configurations/check-credentials', 400],
  ['POST check-credentials 400 or 520', 'POST', '/telematic-configurations/check-credentials', 520],
  ['POST select-connection 400', 'POST', '/onboarding/select-connection', 400],
  ['409 or 400 on users', 'POST', '/users', 409],
  ['409 or 400 on users', 'PUT', '/users/u1', 400],
  ['400 on means', 'POST', '/means', 400],
  ['PUT or POST 400 on organizations', 'PUT', '/organizations/o1', 400],
  ['PUT or POST 400 on organizations', 'POST', '/organizations', 400],
  ['DELETE 400 on profiles', 'DELETE', '/user-profiles/p1', 400],
  ['POST replay-event 404', 'POST', '/events/e1/replay-event', 404],
  ['GET 520 on a risks proxy', 'GET', '/proxy/risks/summary', 520],
];

// One failure per custom "Error" toast, with the catalogue key of its text.
const custom: [...Case, text: string][] = [
  ['POST /notifications 400', 'POST', '/notifications', 400, 'notificationWrongOrganization'],
  [
    'GET template available-languages 404',
    'GET',
    '/notification-templates/t1/available-languages',
    404,
    'templateNotFound',
  ],
  [
    'GET available-languages 404',
    'GET',
    '/notifications/n1/available-languages',
    404,
    'languagesOfDeletedNotification',
  ],
  ['DELETE recipient 404', 'DELETE', '/notifications/n1/email-recipients/r1', 404, 'recipientGone'],
  ['DELETE recipient 404', 'DELETE', '/notifications/n1/sms-recipients/r1', 404, 'recipientGone'],
  ['DELETE conditions 404', 'DELETE', '/notifications/n1/conditions', 404, 'conditionGone'],
  ['POST conditions 400', 'POST', '/notifications/n1/conditions', 400, 'conditionsMissingParameters'],
  ['DELETE notification 404', 'DELETE', '/notifications/n1', 404, 'notificationGoneOnDelete'],
  [
    'POST notification duplicate 400',
    'POST',
    '/notifications/n1/duplicate',
    400,
    'duplicateMissingParameters',
  ],
  ['PUT notification 400', 'PUT', '/notifications/n1', 400, 'updateMissingParameters'],
  ['PUT notification 404', 'PUT', '/notifications/n1', 404, 'notificationGoneOnUpdate'],
  [
    'POST email template 400',
    'POST',
    '/notifications/n1/email-templates',
    400,
    'emailTemplateMissingParameters',
  ],
  ['POST sms template 400', 'POST', '/notifications/n1/sms-templates', 400, 'smsTemplateMissingParameters'],
  ['POST sms template 404', 'POST', '/notifications/n1/sms-templates', 404, 'smsTemplateNotificationGone'],
  [
    'POST /notification-templates 400',
    'POST',
    '/notification-templates',
    400,
    'createNotificationMissingParameters',
  ],
  ['DELETE email template 404', 'DELETE', '/notifications/n1/email-templates/e1', 404, 'emailTemplateGone'],
  [
    'PUT email template 400',
    'PUT',
    '/notifications/n1/email-templates/e1',
    400,
    'triggerEventMissingParameters',
  ],
  [
    'PUT available-languages 404',
    'PUT',
    '/notifications/n1/available-languages',
    404,
    'languagesNotificationGone',
  ],
  [
    'PUT available-languages 400',
    'PUT',
    '/notifications/n1/available-languages',
    400,
    'updateMissingParameters',
  ],
];

describe('toastForFailure', () => {
  it.each(silent)('shows no toast: %s (%s %s → %i)', (_why, method, path, status) => {
    expect(toastForFailure({ method, path, status })).toBeNull();
  });

  it.each(custom)('shows the custom Error toast: %s (%s %s → %i)', (_why, method, path, status, text) => {
    expect(toastForFailure({ method, path, status })).toEqual({ tone: 'error', title: 'errorTitle', text });
  });

  it.each<Case>([
    ['a server error', 'GET', '/orders', 500],
    ['POST 404 outside the exceptions', 'POST', '/orders', 404],
    ['GET 403 elsewhere', 'GET', '/orders/o1', 403],
    ['DELETE 400 outside profiles', 'DELETE', '/tags/t1', 400],
    ['400 on a path that only contains "users"', 'POST', '/orders/o1/users-export', 400],
    ['POST 520 on orders', 'POST', '/orders', 520],
    ['the token expired status', 'GET', '/orders', 440],
  ])('falls back to the default toast: %s', (_why, method, path, status) => {
    expect(toastForFailure({ method, path, status })).toEqual(DEFAULT_ERROR_TOAST);
  });

  it('matches methods whatever their case', () => {
    expect(toastForFailure({ method: 'get', path: '/orders/1', status: 404 })).toBeNull();
  });

  it('has a test case for every rule of the table', () => {
    const tested = new Set([...silent, ...custom].map(([why]) => why));
    expect(ERROR_TOAST_RULES.map((rule) => rule.why).filter((why) => !tested.has(why))).toEqual([]);
  });
});
