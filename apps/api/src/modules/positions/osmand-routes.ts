// The OsmAnd endpoint Traccar Client and OsmAnd trackers report to, answering as Traccar does: 200 with an
// empty body when the position is taken, 400 for a request without a device id or that cannot be read, and
// for an unknown device 400 in the query form but 404 in the JSON form. No sign-in: the device id is the
// credential (decision 0062). Served at /osmand on the main port and on every path of OSMAND_PORT.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { decodeOsmAnd } from './osmand-decode';
import type { PositionsService } from './service';

/** A Traccar Client request is a few hundred bytes; a JSON location a couple of kilobytes. */
const BODY_LIMIT = 64 * 1024;

export const osmandRoutes =
  (service: PositionsService, options: { anyPath: boolean }): FastifyPluginAsync =>
  async (app) => {
    // Devices send form bodies, JSON, or nothing with any content type: read every body as text here only.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const mark = request.url.indexOf('?');
      const decoded = decodeOsmAnd(
        {
          query: mark >= 0 ? request.url.slice(mark + 1) : '',
          contentType: request.headers['content-type'],
          body: typeof request.body === 'string' ? request.body : '',
        },
        Date.now(),
      );
      if (!decoded.deviceId || !decoded.report) return reply.code(400).send();
      const result = await service.ingestOsmAnd(decoded.deviceId, decoded.report);
      if (result.outcome !== 'rejected') return reply.code(200).send();
      const unknown = result.problems.some((p) => p.code === 'position.unknown_device');
      return reply.code(unknown && decoded.form === 'json' ? 404 : 400).send();
    }

    for (const url of options.anyPath ? ['/', '/*'] : ['/'])
      app.route({ method: ['GET', 'POST'], url, schema: { hide: true }, config: { public: true }, handler });
  };
