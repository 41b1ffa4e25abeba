// Chartering a tour to a carrier agency (decision 0050): the shipper requests (PUT) or ends it (DELETE), the
// carrier answers (PATCH). Every write answers with the tour's assignment and its version as ETag.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/auth';
import { singleDocument } from '../../http/jsonapi/document';
import { collectionDocumentSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { expectedVersion, ifMatchHeaders } from '../../http/jsonapi/versions';
import { errorResponses } from '../../http/openapi';
import { jsonApiRoutes } from '../../http/routes';
import type { Session } from '../../kernel/session';
import type { AssignmentRow } from './assignment-repository';
import {
  carrierAgencyResource,
  presentAssignment,
  presentCarrierAgency,
  tourAssignmentResource,
} from './presenter';
import { answerCharteringBody, carrierAgenciesQuery, requestCharteringBody, tourParams } from './schemas';
import type { CharteringService, Versioned } from './service';

export const assignmentDocument = singleDocumentSchema(tourAssignmentResource).describe(
  'The tour’s chartering and pairing, with what the caller may do',
);

/** What every chartering or pairing step takes and answers: the path's tour at a version, the assignment. */
export const assignmentStepSchema = {
  params: tourParams,
  headers: ifMatchHeaders,
  response: { 200: assignmentDocument, ...errorResponses(400, 401, 403, 404, 409) },
};

/** Answers with the assignment as `row` has it, the caller's rights on it, and its version as ETag. */
export async function respondWithAssignment(
  service: CharteringService,
  session: Session,
  row: AssignmentRow,
  reply: FastifyReply,
) {
  const { permissions, allowedCommands } = await service.rightsOn(session, row);
  reply.header('etag', `"${row.version}"`);
  return singleDocument(presentAssignment(row, permissions, allowedCommands));
}

/** A step route's request: the tour in the path, and the version the caller read in If-Match. */
type StepRequest = FastifyRequest & { params: { id: number }; headers: { 'if-match'?: string | undefined } };

/**
 * Runs a chartering or pairing step on the path's tour at the version the caller read (If-Match, or the body's
 * meta.version), and answers with the assignment as the step left it.
 */
export async function answerAssignmentStep(
  service: CharteringService,
  request: StepRequest,
  reply: FastifyReply,
  meta: { version: number } | undefined,
  step: (session: Session, tourId: number, options: Versioned) => Promise<AssignmentRow>,
) {
  const session = requireSession(request);
  const row = await step(session, request.params.id, {
    expectedVersion: expectedVersion(request.headers['if-match'], meta),
  });
  return respondWithAssignment(service, session, row, reply);
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const charteringRoutes = (service: CharteringService): FastifyPluginAsyncZod =>
  async function routes(app) {
    listCarrierAgenciesRoute(app, service);
    getAssignmentRoute(app, service);
    requestCharteringRoute(app, service);
    answerCharteringRoute(app, service);
    endCharteringRoute(app, service);
  };

function listCarrierAgenciesRoute(app: App, service: CharteringService) {
  jsonApiRoutes(app, ['chartering']).list('/carrier-agencies', {
    'x-permission': 'tours.charter',
    summary: 'Carrier agencies a tour can be chartered to: the public carriers and logistics providers',
    querystring: carrierAgenciesQuery,
    page: collectionDocumentSchema(carrierAgencyResource),
    errors: [400, 401],
    load: (request, page) =>
      service.carrierAgencies(requireSession(request), request.query['filter[search]'], page),
    present: (result) => result.items.map(presentCarrierAgency),
  });
}

function getAssignmentRoute(app: App, service: CharteringService) {
  app.get('/tours/:id/assignment', {
    schema: {
      tags: ['chartering'],
      'x-permission': 'tours.read',
      summary: 'The tour’s chartering and pairing, the caller’s permissions and the steps it may take',
      params: tourParams,
      response: { 200: assignmentDocument, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const session = requireSession(request);
      return respondWithAssignment(
        service,
        session,
        await service.assignment(session, request.params.id),
        reply,
      );
    },
  });
}

function requestCharteringRoute(app: App, service: CharteringService) {
  app.put('/tours/:id/chartering', {
    schema: {
      tags: ['chartering'],
      'x-permission': 'tours.charter',
      summary:
        'Charter the tour to a carrier agency (or to another one): the agency then confirms or refuses',
      description:
        'Needs MODIFY on the chartering (the owner’s users with ORDER_CHARTERING, or the back office). The ' +
        'agency’s carrier sees the tour and its orders at once. Chartering it to the agency that holds it ' +
        'changes nothing.',
      ...assignmentStepSchema,
      body: requestCharteringBody,
    },
    handler: (request, reply) => {
      const { data } = request.body;
      return answerAssignmentStep(service, request, reply, data.meta, (session, tourId, options) =>
        service.request(session, tourId, data.relationships.agency.data.id, options),
      );
    },
  });
}

function answerCharteringRoute(app: App, service: CharteringService) {
  app.patch('/tours/:id/chartering', {
    schema: {
      'x-example-user': 'carrier.operator',
      tags: ['chartering'],
      'x-permission': 'tours.assign',
      summary: 'The carrier agency confirms or refuses a requested chartering',
      description: 'Refusing hands the tour back: the carrier no longer sees it, nor its orders.',
      ...assignmentStepSchema,
      body: answerCharteringBody,
    },
    handler: (request, reply) => {
      const { data } = request.body;
      return answerAssignmentStep(service, request, reply, data.meta, (session, tourId, options) =>
        service.answer(session, tourId, data.attributes.status, options),
      );
    },
  });
}

function endCharteringRoute(app: App, service: CharteringService) {
  app.delete('/tours/:id/chartering', {
    schema: {
      tags: ['chartering'],
      'x-permission': 'tours.charter',
      summary: 'Uncharter the tour: its carrier no longer sees it, and a truck of that carrier is unpaired',
      ...assignmentStepSchema,
    },
    handler: (request, reply) => answerAssignmentStep(service, request, reply, undefined, service.uncharter),
  });
}
