import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { AUTH_COOKIE, SIGNED_IN_COOKIE, TOKEN_LIFETIME_DAYS } from '@liner/domain';

/**
 * The browser's session: the token rides in an httpOnly cookie the web app cannot read, and a
 * second cookie without any secret ("1") only tells the app that a session cookie was set, so a
 * guest's page load does not ask for the current user. API clients send `Authorization: Bearer`.
 */
const MAX_AGE_SECONDS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;

/**
 * Over https as the browser sees it: the request came in over TLS (or a trusted proxy says so), or
 * the configured public address is https (a proxy we do not trust still serves the page over TLS).
 */
export function servedOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.deps.config.publicUrl.startsWith('https:');
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = servedOverHttps(request);
  reply.setCookie(AUTH_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_SECONDS });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = servedOverHttps(request);
  reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/** The session token of the cookie, from a request @fastify/cookie has parsed. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  return request.cookies?.[AUTH_COOKIE] || null;
}

/** The session token of a raw Cookie header (the realtime handshake, which is not a Fastify request). */
export function sessionCookieInHeader(header: string | undefined): string | null {
  if (!header) return null;
  return fastifyCookie.parse(header)[AUTH_COOKIE] || null;
}
