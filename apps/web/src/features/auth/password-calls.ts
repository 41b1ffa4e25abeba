import { api } from '../../app/session';

export type MailDelivery = 'email' | 'off';

/** POST /api/password-resets: the same answer whether or not the address has an account (decision 0120). */
export async function requestPasswordReset(email: string): Promise<MailDelivery> {
  const answer = await api.request<{ meta: { delivery: MailDelivery } }>('/password-resets', {
    method: 'POST',
    auth: false,
    toast: false,
    body: { data: { type: 'password-resets', attributes: { email } } },
  });
  return answer.meta.delivery;
}

/** POST /api/passwords with the token of an invitation or reset link. */
export async function choosePassword(token: string, password: string): Promise<void> {
  await api.request('/passwords', {
    method: 'POST',
    auth: false,
    toast: false,
    body: { data: { type: 'passwords', attributes: { token, password } } },
  });
}
