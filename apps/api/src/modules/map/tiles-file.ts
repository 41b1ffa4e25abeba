// Serves the one PMTiles file of MAP_PMTILES with HTTP range requests (206, Content-Range, If-Range, ETag):
// the MapLibre pmtiles protocol reads its header, directories and tiles as byte ranges of that file.
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function sendTilesFile(file: string, request: FastifyRequest, reply: FastifyReply) {
  const result = await send(request.raw, `/${path.basename(file)}`, {
    root: path.dirname(file),
    acceptRanges: true,
    dotfiles: 'allow',
    index: false,
    // Tiles change only when an operator replaces the file: an hour, then revalidation by ETag.
    maxAge: 3_600_000,
  });
  if (result.type === 'error' && result.statusCode === 416) {
    // Content-Range: bytes */size tells the reader how long the file is.
    return reply.code(416).headers(result.headers).send();
  }
  if (result.type !== 'file') return false;
  reply.code(result.statusCode).headers(result.headers).type('application/vnd.pmtiles');
  return reply.send(result.stream);
}
