import type { FastifyReply, FastifyRequest } from 'fastify';
import { GOOGLE_REGISTRATION_MINUTES, GOOGLE_SIGN_IN_COOKIE } from '@liner/domain';
import { newToken } from '../../platform/crypto.js';

const COOKIE_VALUE = /^[A-Za-z0-9_-]{32,128}$/;

/** The browser's Google sign-in cookie, or null (a missing or malformed one reads as expired). */
export function googleBrowserSecretOf(request: FastifyRequest): string | null {
  const value = request.cookies[GOOGLE_SIGN_IN_COOKIE];
  return value && COOKIE_VALUE.test(value) ? value : null;
}

/**
 * A new random secret in an httpOnly cookie scoped to /api/auth, so only the browser that started
 * a Google sign-in can finish it (a link someone else started cannot sign this browser in).
 */
export function setGoogleBrowserSecret(request: FastifyRequest, reply: FastifyReply): string {
  const secret = newToken();
  const isSecure = request.protocol === 'https' || request.server.deps.config.publicUrl.startsWith('https:');
  void reply.setCookie(GOOGLE_SIGN_IN_COOKIE, secret, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    maxAge: GOOGLE_REGISTRATION_MINUTES * 60,
  });
  return secret;
}

export function clearGoogleBrowserSecret(reply: FastifyReply): void {
  void reply.clearCookie(GOOGLE_SIGN_IN_COOKIE, { path: '/api/auth' });
}
