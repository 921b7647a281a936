/**
 * The folders where stores drop their daily analytics trend files (a connection's `trendsDir`),
 * opened through the store's own transport (folder, SFTP, S3) for the analytics pickup, which
 * owns what the files mean. Naming the folder is what turns the pickup on for a store.
 */
import { asc } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../platform/deps.js';
import { stores } from './tables.js';
import { openTransport, type OpenTransport } from './transports/open-transport.js';
import type { Transport } from './transports/transport.js';

export interface StoreTrendFolder {
  storeId: string;
  storeName: string;
  /** The plain files waiting in the folder (not its subfolders), by name. */
  list(): Promise<string[]>;
  open(name: string): Promise<Readable>;
  /** Moves a file into a subfolder of the trends folder (`archive`, `unreadable`). */
  moveTo(name: string, subfolder: string): Promise<void>;
}

/**
 * Visits the trend folder of every store that names one. A store whose connection fails is
 * answered as a problem ("TIDAL: connection refused") and the others are still visited.
 */
export async function visitStoreTrendFolders(
  deps: AppDeps,
  visit: (folder: StoreTrendFolder) => Promise<void>,
  open: OpenTransport = openTransport,
): Promise<string[]> {
  const problems: string[] = [];
  const rows = await deps.db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id));
  for (const store of rows) {
    const dir = store.transport.trendsDir;
    if (!dir) continue;
    let transport: Transport | null = null;
    try {
      const connected = await open(deps, store);
      transport = connected;
      await visit({
        storeId: store.id,
        storeName: store.name,
        list: () => connected.listFiles(dir),
        open: (name) => connected.openRead(`${dir}/${name}`),
        moveTo: (name, subfolder) => connected.move(`${dir}/${name}`, `${dir}/${subfolder}/${name}`),
      });
    } catch (error) {
      problems.push(`${store.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await transport?.close().catch(() => undefined);
    }
  }
  return problems;
}
