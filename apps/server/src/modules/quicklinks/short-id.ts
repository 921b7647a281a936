import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_ID_LENGTH = 8;
// 248 = 4 x 62: bytes above it are dropped so that every character is equally likely.
const UNBIASED_LIMIT = 248;

/**
 * A random 8-character base62 id (62^8 ~ 2.2e14): short enough for a link, not guessable from
 * another link's id. Uniqueness is the database's unique index; the caller retries on a clash.
 */
export function generateShortId(random: (size: number) => Buffer = randomBytes): string {
  let id = '';
  while (id.length < SHORT_ID_LENGTH) {
    for (const byte of random(16)) {
      if (byte < UNBIASED_LIMIT && id.length < SHORT_ID_LENGTH) id += ALPHABET[byte % 62];
    }
  }
  return id;
}
