import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '@liner/domain';
import { newToken } from './crypto.js';

const DEVICE_ID = /^[A-Za-z0-9_-]{32,128}$/;

/** The cookie's value in a Cookie header; its values are base64url, so nothing needs decoding. */
function sentDeviceId(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value && DEVICE_ID.test(value)) return value;
  }
  return null;
}

/**
 * The browser's device id from its httpOnly cookie, or a new one set on the reply. The id is a
 * random secret (only its hash is stored), so a known device cannot be claimed by guessing; it is
 * scoped to the sign-in routes and lasts DEVICE_COOKIE_DAYS.
 */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = sentDeviceId(request.headers.cookie);
  if (sent) return sent;
  const id = newToken();
  const secure = request.protocol === 'https' || request.server.deps.config.publicUrl.startsWith('https:');
  const attributes = [`Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  // Fastify appends to an earlier Set-Cookie (the session cookie) instead of replacing it.
  void reply.header('set-cookie', [`${DEVICE_COOKIE}=${id}`, ...attributes].join('; '));
  return id;
}
