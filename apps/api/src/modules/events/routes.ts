// POST /events and POST /etas: the batches of an API user with the events-in or ETAs-in role (decisions
// 0100-0101). Each item is checked alone; the answer comes once the good ones are durably stored.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { envelopeOnlyValidator } from '../../http/jsonapi/batch-validator';
import { singleDocument } from '../../http/jsonapi/document';
import { singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { errorResponses } from '../../http/openapi';
import type { BatchError } from '../positions';
import type { ItemOutcome } from './item-outcomes';
import { etaBatchResource, eventBatchResource, presentBatch, resultOf } from './presenter';
import { readEtas, readEvents } from './read-batch';
import { batchEnvelope, etasBody, eventsBody, MAX_ITEMS_PER_BATCH } from './schemas';
import type { EventsService } from './service';

export const eventsRoutes = (service: EventsService, clock: () => number = Date.now): FastifyPluginAsyncZod =>
  async function routes(app) {
    /**
     * A batch of up to 1,000 items: each item is read alone, the good ones are ingested together, and each one's
     * result is answered in the order sent.
     */
    function postBatch<Item>(
      path: '/events' | '/etas',
      batch: {
        permission: 'events.ingest' | 'etas.ingest';
        summary: string;
        description: string;
        body: typeof eventsBody | typeof etasBody;
        resource: typeof eventBatchResource | typeof etaBatchResource;
        answer: string;
        type: 'eventBatches' | 'etaBatches';
        read: (items: unknown[]) => Array<Item | BatchError[]>;
        ingest: (organizationId: number, items: Array<Item | undefined>) => Promise<ItemOutcome[]>;
      },
    ) {
      app.post(path, {
        schema: {
          tags: ['events'],
          'x-permission': batch.permission,
          summary: batch.summary,
          description: batch.description,
          body: batch.body,
          response: {
            200: singleDocumentSchema(batch.resource).describe(batch.answer),
            ...errorResponses(400, 401, 403, 404),
          },
          'x-example-user': 'api.client',
        },
        validatorCompiler: envelopeOnlyValidator(batchEnvelope, MAX_ITEMS_PER_BATCH),
        handler: async (request) => {
          const session = requireSession(request);
          const read = batch.read(request.body.data as unknown[]);
          const outcomes = await batch.ingest(
            session.organizationId,
            read.map((entry) => (Array.isArray(entry) ? undefined : entry)),
          );
          const results = read.map((entry, index) =>
            resultOf(index, Array.isArray(entry) ? entry : outcomes[index]!),
          );
          return singleDocument(presentBatch(batch.type, randomUUID(), results));
        },
      });
    }

    postBatch('/events', {
      permission: 'events.ingest',
      summary: 'Send up to 1,000 order or handling-unit events, by code',
      description:
        'Each event is checked alone: a code outside the catalogue (order-event names and tracking codes of ' +
        'shipment-domain §4, handling-unit event types of §3), a date more than 10 minutes ahead, or an ' +
        'order, stop or handling unit the organization neither owns nor carries is refused with its reason, ' +
        'and the others are stored. The same eventId sent again is the same event: stored once, answered ' +
        'as a duplicate with the same id. An arrival, goods handled or a departure moves the stop and the ' +
        'tour through the tracking engine within moments, and every event shows on the order’s timeline. ' +
        'A batch of which nothing is kept answers its errors with the first one’s status (an unknown code ' +
        'is a 400). Needs the API role (events in).',
      body: eventsBody,
      resource: eventBatchResource,
      answer: 'What became of each event',
      type: 'eventBatches',
      read: readEvents,
      ingest: service.ingestEvents,
    });

    postBatch('/etas', {
      permission: 'etas.ingest',
      summary: 'Send up to 1,000 external ETAs, one stop each',
      description:
        'An external ETA is stored with its source (external, or externalDeclared when a person declared ' +
        'it) and, while the stop is still ahead, is the ETA the order shows and judges the delay by: ' +
        'external ETAs come before the engine’s own. The newest one recorded (recordedOn) counts, whatever ' +
        'order they arrive in. A stop of a tour the organization neither owns nor carries is refused; the ' +
        'same eventId sent again is stored once. Needs the API role (ETAs in).',
      body: etasBody,
      resource: etaBatchResource,
      answer: 'What became of each ETA',
      type: 'etaBatches',
      read: (items) => readEtas(items, clock()),
      ingest: service.ingestEtas,
    });
  };
