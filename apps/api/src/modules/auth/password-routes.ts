// The public calls of set-password links: ask for a reset link, and choose a password with a link.

import { AppError } from '@cargolens/domain/errors';
import { email as emailRule } from '@cargolens/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import type { PasswordLinks } from './password-links';

const resetRequestBody = z.object({
  data: z.object({
    type: z.literal('password-resets'),
    attributes: z.object({ email: z.string().max(320) }),
  }),
});

const passwordBody = z.object({
  data: z.object({
    type: z.literal('passwords'),
    attributes: z.object({ token: z.string().min(1).max(200), password: z.string().max(200) }),
  }),
});

const resetAnswer = z
  .object({
    jsonapi: z.object({ version: z.literal('1.1') }),
    meta: z.object({
      delivery: z
        .enum(['email', 'off'])
        .describe('email: a link was mailed if the address has an account; off: this server sends no mail'),
    }),
  })
  .describe('The same answer whether or not the address has an account');

export const passwordRoutes = (links: PasswordLinks): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post('/password-resets', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password: mail a one-hour reset link to the account of this email, if any',
        body: resetRequestBody,
        requestExample: {
          data: { type: 'password-resets', attributes: { email: 'camille.petit@example.com' } },
        },
        response: { 202: resetAnswer, ...errorResponses(400, 429) },
      },
      handler: async (request, reply) => {
        const { email } = request.body.data.attributes;
        if (emailRule(email.trim())) throw new AppError('validation.invalid_email', { field: ['email'] });
        const delivery = await links.requestReset(email, request.ip);
        return reply.code(202).send({ jsonapi: { version: '1.1' as const }, meta: { delivery } });
      },
    });

    app.post('/passwords', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a password with the token of an invitation or reset link (single use)',
        body: passwordBody,
        requestExample: {
          data: {
            type: 'passwords',
            attributes: { token: 'token-from-the-link', password: 'Choose-2-words' },
          },
        },
        response: { 204: z.null().describe('Password saved'), ...errorResponses(400) },
      },
      handler: async (request, reply) => {
        const { token, password } = request.body.data.attributes;
        await links.setPassword(token, password);
        return reply.code(204).send(null);
      },
    });
  };
