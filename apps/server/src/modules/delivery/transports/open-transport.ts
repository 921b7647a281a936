import path from 'node:path';
import type { AppDeps } from '../../../platform/deps.js';
import type { StoreRow } from '../store-catalog.js';
import { openCredentials } from '../store-credentials.js';
import { FolderTransport } from './folder-transport.js';
import { connectS3 } from './s3-transport.js';
import { connectSftp } from './sftp-transport.js';
import type { Transport } from './transport.js';

export type OpenTransport = (deps: AppDeps, store: StoreRow) => Promise<Transport>;

/** Liner's own outgoing folder of a store: DATA_DIR/deliveries/<storeId> unless the row names another. */
export function storeFolder(deps: Pick<AppDeps, 'config'>, store: Pick<StoreRow, 'id' | 'transport'>): string {
  const config = store.transport;
  return config.kind === 'folder' && config.root ? config.root : path.join(deps.config.dataDir, 'deliveries', store.id);
}

/** The store's configured transport: a folder, SFTP or an S3 bucket, with its sealed secrets. */
export const openTransport: OpenTransport = async (deps, store) => {
  const config = store.transport;
  if (config.kind === 'sftp') return connectSftp(config, openCredentials(deps.config, store.credentials));
  if (config.kind === 's3') return connectS3(config, openCredentials(deps.config, store.credentials));
  return new FolderTransport(storeFolder(deps, store));
};

export const DEFAULT_ACK_DIR = 'acknowledgements';

export function ackDirOf(store: Pick<StoreRow, 'transport'>): string {
  return store.transport.ackDir || DEFAULT_ACK_DIR;
}
