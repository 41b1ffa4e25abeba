// Pairing a tour with a resource (decision 0050): PUT sets resource, pairing status and pairing agency,
// DELETE takes the resource off. Both answer with the tour's assignment, like the chartering routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { expectedVersion, ifMatchHeaders } from '../../http/jsonapi/versions';
import { errorResponses } from '../../http/openapi';
import type { CharteringService } from '../chartering';
import { assignmentDocument, respondWithAssignment, tourParams } from '../chartering';
import { pairBody } from './schemas';
import type { PairingService } from './service';

const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409);

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
        params: tourParams,
        headers: ifMatchHeaders,
        body: pairBody,
        response: { 200: assignmentDocument, ...WRITE_ERRORS },
      },
      handler: async (request, reply) => {
        const session = requireSession(request);
        const { data } = request.body;
        const row = await pairing.pair(
          session,
          request.params.id,
          {
            resourceId: data.relationships.resource.data.id,
            status: data.attributes?.status,
            pairingAgency: data.attributes?.pairingAgency,
          },
          { expectedVersion: expectedVersion(request.headers['if-match'], data.meta) },
        );
        return respondWithAssignment(chartering, session, row, reply);
      },
    });

    app.delete('/tours/:id/pairing', {
      schema: {
        tags: ['pairing'],
        'x-permission': 'tours.assign',
        summary: 'Unpair the tour: its resource is taken off, the pairing awaits a new one',
        // Chartered to the demo carrier by then (request-examples.test.ts runs deletions last).
        'x-example-user': 'carrier.operator',
        params: tourParams,
        headers: ifMatchHeaders,
        response: { 200: assignmentDocument, ...WRITE_ERRORS },
      },
      handler: async (request, reply) => {
        const session = requireSession(request);
        const row = await pairing.unpair(session, request.params.id, {
          expectedVersion: expectedVersion(request.headers['if-match'], undefined),
        });
        return respondWithAssignment(chartering, session, row, reply);
      },
    });
  };
