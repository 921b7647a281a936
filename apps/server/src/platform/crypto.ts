import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token, URL-safe, 256 bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric one-time code of `digits` digits from a CSPRNG, without modulo bias that matters. */
export function newNumericCode(digits = 6): string {
  const max = 10 ** digits;
  const value = randomBytes(4).readUInt32BE(0) % max;
  return value.toString().padStart(digits, '0');
}

/**
 * A short code repeats across people, so its bare hash cannot be unique nor left unsalted:
 * "salt$sha256(salt + code)". The code itself is never stored.
 */
export function sealCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${hashToken(salt + code)}`;
}

/** Whether `code` is the one `sealed` was made from (constant-time compare). */
export function sealedCodeMatches(sealed: string, code: string): boolean {
  const [salt, digest] = sealed.split('$');
  return !!salt && !!digest && safeEqual(digest, hashToken(salt + code));
}
