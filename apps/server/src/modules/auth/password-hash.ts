import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20-40 ms on a server core. */
export const PASSWORD_HASH_COST: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes a password with argon2id. The cost is stored in the PHC string, so hashes made with
 * a cheaper cost (test factories) still verify with `verifyPassword`.
 */
export function hashPassword(password: string, cost: Options = PASSWORD_HASH_COST): Promise<string> {
  return hash(password, { ...cost, algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a mismatch, never as a 500 that reveals the account.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when no account matches, so the answer time does not
 * tell whether an e-mail or username exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('liner-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
