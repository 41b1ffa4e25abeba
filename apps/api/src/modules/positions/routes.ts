// POST /positions: the batch of an API user with the positions-in role (decision 0060).
import { randomUUID } from 'node:crypto';
import { AppError } from '@cargolens/domain/errors';
import { canSendPositions } from '@cargolens/domain/permissions';
import { MAX_POSITIONS_PER_BATCH } from '@cargolens/domain/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { envelopeOnlyValidator } from '../../http/jsonapi/batch-validator';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { errorResponses } from '../../http/openapi';
import { positionBatchResource, presentBatch, resultOf } from './presenter';
import { readBatch } from './read-batch';
import { positionsBody, positionsEnvelope } from './schemas';
import type { PositionsService } from './service';

export const positionsRoutes = (service: PositionsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.post('/positions', {
      schema: {
        tags: ['positions'],
        'x-permission': 'positions.ingest',
        summary:
          'Send up to 1,000 positions of the organization’s resources, by resource id or telematic unit',
        description:
          'Each position is checked alone: one with a latitude of 91, a value that is not a number, a date more ' +
          'than 10 minutes ahead or a device the organization does not have is refused with its reason, and ' +
          'the others are stored. A position already stored (same resource, same time) is ignored; positions ' +
          'may arrive out of order. The answer comes once the positions are durably stored. Needs the API role ' +
          '(positions in).',
        body: positionsBody,
        response: {
          200: singleDocumentSchema(positionBatchResource).describe('What became of each position'),
          ...errorResponses(400, 401, 403),
        },
        'x-example-user': 'api.client',
      },
      validatorCompiler: envelopeOnlyValidator(positionsEnvelope, MAX_POSITIONS_PER_BATCH),
      handler: async (request) => {
        const session = requireSession(request);
        if (!canSendPositions(session.roles)) throw new AppError('http.access_denied_error');
        const read = readBatch(request.body.data as unknown[]);
        const outcomes = await service.ingestBatch(
          session.organizationId,
          read.map((entry) => (Array.isArray(entry) ? undefined : entry)),
        );
        const results = read.map((entry, index) =>
          resultOf(index, Array.isArray(entry) ? entry : outcomes[index]!),
        );
        return singleDocument(presentBatch(randomUUID(), results));
      },
    });
  };
