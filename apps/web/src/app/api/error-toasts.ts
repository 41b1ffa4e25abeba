import type { Messages } from '@cargolens/i18n';

/** A key of the `toast` section of the catalogues. */
export type ToastTextKey = keyof Messages['toast'];

/** Success messages that belong to a feature's own section of the catalogues. */
export type FeatureToastKey =
  | 'orderForm.created'
  | 'orderForm.saved'
  | 'orderForm.cancelled'
  | `assignment.toasts.${keyof Messages['assignment']['toasts']}`
  | 'orderExport.ready'
  | `publicLink.toasts.${keyof Messages['publicLink']['toasts']}`
  | 'displayPreferences.saved'
  | `usersAdmin.toasts.${keyof Messages['usersAdmin']['toasts']}`
  | `orgAdmin.toasts.${keyof Messages['orgAdmin']['toasts']}`
  | 'homepageLayout.saved'
  | 'settingsCopy.done'
  | `portfolios.toasts.${keyof Messages['portfolios']['toasts']}`;

export interface ToastSpec {
  tone: 'error' | 'success';
  title: ToastTextKey;
  text: ToastTextKey | FeatureToastKey;
}

export interface Failure {
  method: string;
  /** Path under the API base, without query string: `/orders/abc`. */
  path: string;
  /** 0 when the server could not be reached. */
  status: number;
}

type Rule = {
  why: string;
  methods?: readonly string[];
  statuses?: readonly number[];
  path?: RegExp;
} & ({ toast: null } | { toast: ToastTextKey });

const ANY_PATH = undefined;
const error = (text: ToastTextKey): ToastSpec => ({ tone: 'error', title: 'errorTitle', text });

/**
 * platform-core.txt §8, as data. Rules are read top to bottom and the first match wins, so the custom
 * "Error" toasts come first: they are narrower than the no-toast rules (GET available-languages 404
 * would otherwise be swallowed by "any GET 404").
 */
export const ERROR_TOAST_RULES: readonly Rule[] = [
  // Custom toasts titled "Error".
  {
    why: 'POST /notifications 400',
    methods: ['POST'],
    statuses: [400],
    path: /^\/notifications$/,
    toast: 'notificationWrongOrganization',
  },
  {
    why: 'GET template available-languages 404',
    methods: ['GET'],
    statuses: [404],
    path: /^\/notification-templates\/.+\/available-languages$/,
    toast: 'templateNotFound',
  },
  {
    why: 'GET available-languages 404',
    methods: ['GET'],
    statuses: [404],
    path: /\/available-languages$/,
    toast: 'languagesOfDeletedNotification',
  },
  {
    why: 'DELETE recipient 404',
    methods: ['DELETE'],
    statuses: [404],
    path: /\/(?:email-|sms-)?recipients\/[^/]+$/,
    toast: 'recipientGone',
  },
  {
    why: 'DELETE conditions 404',
    methods: ['DELETE'],
    statuses: [404],
    path: /\/conditions(?:\/[^/]+)?$/,
    toast: 'conditionGone',
  },
  {
    why: 'POST conditions 400',
    methods: ['POST'],
    statuses: [400],
    path: /\/conditions$/,
    toast: 'conditionsMissingParameters',
  },
  {
    why: 'DELETE notification 404',
    methods: ['DELETE'],
    statuses: [404],
    path: /^\/notifications\/[^/]+$/,
    toast: 'notificationGoneOnDelete',
  },
  {
    why: 'POST notification duplicate 400',
    methods: ['POST'],
    statuses: [400],
    path: /^\/notifications\/[^/]+\/duplicate$/,
    toast: 'duplicateMissingParameters',
  },
  {
    why: 'PUT notification 400',
    methods: ['PUT'],
    statuses: [400],
    path: /^\/notifications\/[^/]+$/,
    toast: 'updateMissingParameters',
  },
  {
    why: 'PUT notification 404',
    methods: ['PUT'],
    statuses: [404],
    path: /^\/notifications\/[^/]+$/,
    toast: 'notificationGoneOnUpdate',
  },
  {
    why: 'POST email template 400',
    methods: ['POST'],
    statuses: [400],
    path: /\/email-templates$/,
    toast: 'emailTemplateMissingParameters',
  },
  {
    why: 'POST sms template 400',
    methods: ['POST'],
    statuses: [400],
    path: /\/sms-templates$/,
    toast: 'smsTemplateMissingParameters',
  },
  {
    why: 'POST sms template 404',
    methods: ['POST'],
    statuses: [404],
    path: /\/sms-templates$/,
    toast: 'smsTemplateNotificationGone',
  },
  {
    why: 'POST /notification-templates 400',
    methods: ['POST'],
    statuses: [400],
    path: /^\/notification-templates$/,
    toast: 'createNotificationMissingParameters',
  },
  {
    why: 'DELETE email template 404',
    methods: ['DELETE'],
    statuses: [404],
    path: /\/email-templates\/[^/]+$/,
    toast: 'emailTemplateGone',
  },
  {
    why: 'PUT email template 400',
    methods: ['PUT'],
    statuses: [400],
    path: /\/email-templates\/[^/]+$/,
    toast: 'triggerEventMissingParameters',
  },
  {
    why: 'PUT available-languages 404',
    methods: ['PUT'],
    statuses: [404],
    path: /\/available-languages$/,
    toast: 'languagesNotificationGone',
  },
  {
    why: 'PUT available-languages 400',
    methods: ['PUT'],
    statuses: [400],
    path: /\/available-languages$/,
    toast: 'updateMissingParameters',
  },

  // No toast at all.
  { why: 'disconnected', statuses: [0], path: ANY_PATH, toast: null },
  { why: '401: the session layer handles it', statuses: [401], toast: null },
  { why: 'POST /tokens 404', methods: ['POST'], statuses: [404], path: /^\/tokens$/, toast: null },
  // The login page says it in place, with how long to wait (decision 0141).
  { why: 'POST /tokens 429', methods: ['POST'], statuses: [429], path: /^\/tokens$/, toast: null },
  // Ours: the login page itself tells a user of an SSO_ONLY organization to use the company sign-in.
  { why: 'POST /tokens 403', methods: ['POST'], statuses: [403], path: /^\/tokens$/, toast: null },
  { why: 'any HEAD 404', methods: ['HEAD'], statuses: [404], toast: null },
  { why: 'any GET 404', methods: ['GET'], statuses: [404], toast: null },
  {
    why: 'GET 403 on the public ETA',
    methods: ['GET'],
    statuses: [403],
    path: /^\/public\/orders\/eta$/,
    toast: null,
  },
  {
    why: 'GET 403 on tour details',
    methods: ['GET'],
    statuses: [403],
    path: /\/tours\/reference\/[^/]+\/details$/,
    toast: null,
  },
  { why: 'GET 520 on orders', methods: ['GET'], statuses: [520], path: /^\/orders(?:\/|$)/, toast: null },
  {
    why: 'POST check-credentials 400 or 520',
    methods: ['POST'],
    statuses: [400, 520],
    path: /\/check-credentials$/,
    toast: null,
  },
  {
    why: 'POST select-connection 400',
    methods: ['POST'],
    statuses: [400],
    path: /\/select-connection$/,
    toast: null,
  },
  { why: '409 or 400 on users', statuses: [409, 400], path: /^\/users(?:\/|$)/, toast: null },
  { why: '400 on means', statuses: [400], path: /^\/means(?:\/|$)/, toast: null },
  // The organization form shows each refused value on its field (decision 0195); a toast would cover the form.
  {
    why: 'PUT or POST 400 on organizations',
    methods: ['PUT', 'POST'],
    statuses: [400],
    path: /^\/organizations(?:\/[^/]+)?$/,
    toast: null,
  },
  {
    why: 'DELETE 400 on profiles',
    methods: ['DELETE'],
    statuses: [400],
    path: /(?:^|\/|-)profiles(?:\/|$)/,
    toast: null,
  },
  { why: 'POST replay-event 404', methods: ['POST'], statuses: [404], path: /\/replay-event$/, toast: null },
  {
    why: 'GET 520 on a risks proxy',
    methods: ['GET'],
    statuses: [520],
    path: /(?:^|\/)risks(?:\/|$)/,
    toast: null,
  },
];

export const DEFAULT_ERROR_TOAST: ToastSpec = { tone: 'error', title: 'defaultTitle', text: 'defaultText' };

function matches(rule: Rule, { method, path, status }: Failure): boolean {
  return (
    (!rule.methods || rule.methods.includes(method.toUpperCase())) &&
    (!rule.statuses || rule.statuses.includes(status)) &&
    (!rule.path || rule.path.test(path))
  );
}

/** The toast a failed call shows, or null when platform-core.txt §8 says none. */
export function toastForFailure(failure: Failure): ToastSpec | null {
  const rule = ERROR_TOAST_RULES.find((candidate) => matches(candidate, failure));
  if (!rule) return DEFAULT_ERROR_TOAST;
  return rule.toast === null ? null : error(rule.toast);
}
