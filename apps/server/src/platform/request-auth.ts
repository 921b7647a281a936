import type { FastifyReply, FastifyRequest } from 'fastify';
import { findActiveSession, type SessionRow, type UserRow } from '../modules/auth/sessions.js';
import { AppError } from './errors.js';

export interface Actor {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/** preHandler: 401 for a missing, expired or revoked token, and for a banned user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const found = await findActiveSession(request.server.deps, token);
  if (!found) throw new AppError('UNAUTHENTICATED', { message: 'Your session has expired. Please sign in again' });
  if (found.user.bannedAt)
    throw new AppError('UNAUTHENTICATED', { message: 'This account is suspended', reason: 'BANNED' });
  request.actor = found;
}

/** preHandler for operator screens: the admin flag on the user. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.actor?.user.isAdmin) throw new AppError('FORBIDDEN');
}

/** The signed-in actor; only call after requireUser ran. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

export function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
