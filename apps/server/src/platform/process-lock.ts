/**
 * A lock that lives exactly as long as the process holding it: how a job tells "someone is
 * working on this right now" from "someone was, and their process died" (kill -9, a crash, a
 * lost host). No timestamp can tell those apart without guessing how long work may take.
 *
 * PostgreSQL: a session advisory lock on a connection kept from the pool for the lock's life; the
 * server drops the lock when that connection closes, so a dead process never holds one. PGlite:
 * the database belongs to this one process, so the locks held in this process are all there are.
 */
import type pg from 'pg';
import type { DatabaseHandle } from './db.js';

export interface ProcessLock {
  release(): Promise<void>;
}

/** Locks this process holds, by `space:key` (PGlite's only locks; on PostgreSQL a shortcut). */
const heldHere = new Set<string>();

const nameOf = (space: number, key: number) => `${space}:${key}`;

/**
 * Takes the lock `(space, key)` if no live process holds it; null when one does. `space` names
 * what is locked (one constant per kind of work), `key` which one (an int4 id).
 */
export async function tryProcessLock(
  database: DatabaseHandle,
  space: number,
  key: number,
): Promise<ProcessLock | null> {
  const name = nameOf(space, key);
  if (heldHere.has(name)) return null;
  heldHere.add(name);
  if (database.kind === 'pglite' || !database.pool) {
    return { release: async () => void heldHere.delete(name) };
  }
  let client: pg.PoolClient;
  try {
    client = await database.pool.connect();
  } catch (error) {
    heldHere.delete(name);
    throw error;
  }
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
      space,
      key,
    ]);
    if (!rows[0]?.locked) {
      client.release();
      heldHere.delete(name);
      return null;
    }
  } catch (error) {
    client.release(true);
    heldHere.delete(name);
    throw error;
  }
  return {
    async release() {
      heldHere.delete(name);
      try {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [space, key]);
        client.release();
      } catch (error) {
        // A connection that cannot unlock is closed instead, which drops the lock as well.
        client.release(error instanceof Error ? error : true);
      }
    },
  };
}
