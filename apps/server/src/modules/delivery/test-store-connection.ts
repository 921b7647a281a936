import { eq } from 'drizzle-orm';
import type { ConnectionCheck } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findStore } from './store-connections.js';
import { stores } from './tables.js';
import { ackDirOf, openTransport, type OpenTransport } from './transports/open-transport.js';

/**
 * The operator's "Test connection": connects with the stored settings, lists the acknowledgement
 * folder and writes then removes a probe file at the root, so a read-only account or a wrong
 * folder shows here rather than at the first delivery. The result is kept on the store.
 */
export async function testStoreConnection(
  deps: AppDeps,
  storeId: string,
  open: OpenTransport = openTransport,
): Promise<ConnectionCheck> {
  const store = await findStore(deps, storeId);
  const at = deps.clock.now();
  let ok = true;
  let message: string;
  try {
    const transport = await open(deps, store);
    try {
      const acks = await transport.listFiles(ackDirOf(store));
      const probe = `.liner-probe-${at.getTime()}`;
      await transport.writeText(probe, 'Liner connection test; safe to delete.\n');
      await transport.remove(probe);
      message = `Connected to ${transport.description}: wrote and removed a test file; ${acks.length} file${
        acks.length === 1 ? '' : 's'
      } waiting in ${ackDirOf(store)}/.`;
    } finally {
      await transport.close().catch(() => undefined);
    }
  } catch (error) {
    ok = false;
    message = `Could not connect: ${describeConnectionError(error)}`;
  }
  await deps.db.update(stores).set({ checkedAt: at, checkOk: ok, checkMessage: message }).where(eq(stores.id, storeId));
  return { at: at.toISOString(), ok, message };
}

/** The error's own words, without a stack; ssh2 and the S3 client word theirs for a person. */
export function describeConnectionError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return `${error.message.split('\n')[0].slice(0, 300)}${code}`;
}
