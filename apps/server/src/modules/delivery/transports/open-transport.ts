import path from 'node:path';
import type { AppDeps } from '../../../platform/deps.js';
import type { StoreRow } from '../store-catalog.js';
import { FolderTransport } from './folder-transport.js';
import { connectSftp } from './sftp-transport.js';
import type { Transport } from './transport.js';

export type OpenTransport = (deps: AppDeps, store: StoreRow) => Promise<Transport>;

/** The store's configured transport: a folder (default DATA_DIR/deliveries/<storeId>) or SFTP. */
export const openTransport: OpenTransport = async (deps, store) => {
  const config = store.transport;
  if (config.kind === 'sftp') return connectSftp(config);
  return new FolderTransport(config.root ?? path.join(deps.config.dataDir, 'deliveries', store.id));
};
