// Pairing a tour with a resource (decision 0050): PUT sets resource, pairing status and pairing agency,
// DELETE takes the resource off. Both answer with the tour's assignment, like the chartering routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CharteringService } from '../chartering';
import { answerAssignmentStep, assignmentStepSchema } from '../chartering';
import { pairBody } from './schemas';
import type { PairingService } from './service';

export const pairingRoutes = (
  pairing: PairingService,
  chartering: CharteringService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.put('/tours/:id/pairing', {
      schema: {
        tags: ['pairing'],
        'x-permission': 'tours.assign',
        summary: 'Pair the tour with a resource of its owner or carrier, with a pairing status and agency',
        description:
          'Needs MODIFY on the pairing: the carrier the tour is chartered to, or its owner while no other ' +
          'organization carries it, or the back office. Asking for the pairing the tour has changes nothing.',
        ...assignmentStepSchema,
        body: pairBody,
      },
      handler: (request, reply) => {
        const { data } = request.body;
        return answerAssignmentStep(chartering, request, reply, data.meta, (session, tourId, options) =>
          pairing.pair(
            session,
            tourId,
            {
              resourceId: data.relationships.resource.data.id,
              status: data.attributes?.status,
              pairingAgency: data.attributes?.pairingAgency,
            },
            options,
          ),
        );
      },
    });

    app.delete('/tours/:id/pairing', {
      schema: {
        tags: ['pairing'],
        'x-permission': 'tours.assign',
        summary: 'Unpair the tour: its resource is taken off, the pairing awaits a new one',
        // Chartered to the demo carrier by then (request-examples.test.ts runs deletions last).
        'x-example-user': 'carrier.operator',
        ...assignmentStepSchema,
      },
      handler: (request, reply) =>
        answerAssignmentStep(chartering, request, reply, undefined, pairing.unpair),
    });
  };
