import type { FastifyReply, FastifyRequest } from 'fastify';

/** After refusing an upload whose body is still arriving, close the connection instead of reading the rest. */
export function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.pause();
  void reply.header('connection', 'close');
}
