import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { servedOverHttps } from './session-cookie.js';

/** Browser features no page of Liner uses: a script that got in cannot turn them on either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()';

/** Two years, subdomains included: sent only on answers that went out over https. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Bytes of randomness in a style nonce (128 bits, base64 on the wire). */
export const STYLE_NONCE_BYTES = 16;

const styleNonces = new WeakMap<IncomingMessage, string>();

/**
 * The style nonce of one request: made on first ask, then the same for the CSP header and the page
 * that names it, and never reused by another request.
 */
export function styleNonceOf(request: IncomingMessage): string {
  let nonce = styleNonces.get(request);
  if (!nonce) {
    nonce = randomBytes(STYLE_NONCE_BYTES).toString('base64');
    styleNonces.set(request, nonce);
  }
  return nonce;
}

/** The CSP source of a request's style nonce; helmet calls it with the raw request of each answer. */
const styleNonceSource = (request: IncomingMessage): string => `'nonce-${styleNonceOf(request)}'`;

/**
 * The web app's Content-Security-Policy. Scripts come from our origin only, plus the inline
 * scripts of index.html named by their hashes; never 'unsafe-inline' for scripts. Style elements
 * come from our origin or carry the request's nonce: MUI's styling engine (emotion) writes <style>
 * elements at run time and stamps them with the nonce index.html hands it. Style attributes stay
 * allowed (React `style` props; an attribute cannot run code), see decision 010.
 * Images and audio may also be blob: URLs (previews fetched with the session, then shown).
 */
export function appDirectives(
  inlineScriptHashes: readonly string[],
): Record<string, Array<string | ((request: IncomingMessage) => string)>> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes],
    'script-src-attr': ["'none'"],
    // For browsers without the -elem/-attr split: nonce only, so no inline style without it.
    'style-src': ["'self'", styleNonceSource],
    'style-src-elem': ["'self'", styleNonceSource],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The CSP of the API reference page (Swagger UI: its own scripts, inline styles, data: images). */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The CSP source for an inline <script> of a page: 'sha256-…' of its exact text. */
export function scriptHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline (src-less) <script> of an HTML page, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
    hashes.push(scriptHash(body));
  }
  return hashes;
}

/**
 * Security headers on every answer, HTML and API alike (@fastify/helmet): the CSP above,
 * nosniff, no framing, a referrer policy that keeps paths (and the tokens some of them carry)
 * inside the site, a Permissions-Policy, and HSTS only when the answer goes out over https.
 * Install before any route.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { inlineScriptHashes: readonly string[] },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(options.inlineScriptHashes) },
    // Set below, only over https: on plain http it would be ignored, or pin a LAN install to TLS it lacks.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS_VALUE);
  });
}
