import { asc, eq } from 'drizzle-orm';
import type { StoreConnection, StoreConnectionList, UpdateStoreConnectionRequest } from '@liner/domain';
import { SECRET_NEEDED_MESSAGE } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { StoreRow } from './store-catalog.js';
import { openCredentials, sealCredentials, type StoreCredentials } from './store-credentials.js';
import { stores, type StoreTransportConfig } from './tables.js';
import { ackDirOf, storeFolder } from './transports/open-transport.js';

export async function findStore(deps: AppDeps, storeId: string): Promise<StoreRow> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError('NOT_FOUND', { message: 'Unknown store' });
  return store;
}

/** Every store of the catalogue with its connection, secrets shown only as "set". */
export async function listStoreConnections(deps: AppDeps): Promise<StoreConnectionList> {
  const rows = await deps.db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id));
  return {
    data: rows.map((row) => presentStoreConnection(deps, row)),
    senderConfigured: !!deps.config.ddexSender.dpid,
  };
}

export function presentStoreConnection(deps: AppDeps, row: StoreRow): StoreConnection {
  const config = row.transport;
  const ackDir = ackDirOf(row);
  const trendsDir = config.trendsDir ?? '';
  const credentials = safeCredentials(deps, row);
  const transport: StoreConnection['transport'] =
    config.kind === 'sftp'
      ? {
          kind: 'sftp',
          host: config.host,
          port: config.port ?? 22,
          username: config.username,
          remoteDir: config.remoteDir,
          auth: config.auth ?? 'key',
          secretSet:
            (config.auth ?? 'key') === 'key'
              ? !!(credentials.privateKey || config.privateKeyPath)
              : !!credentials.password,
          ackDir,
          trendsDir,
        }
      : config.kind === 's3'
        ? {
            kind: 's3',
            bucket: config.bucket,
            prefix: config.prefix,
            region: config.region,
            endpoint: config.endpoint ?? '',
            accessKeyId: config.accessKeyId,
            secretSet: !!credentials.secretAccessKey,
            ackDir,
            trendsDir,
          }
        : { kind: 'folder', path: storeFolder(deps, row), ackDir, trendsDir };
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    dpid: row.dpid,
    isTest: row.isTest,
    dealTypes: row.dealTypes,
    priceCode: row.priceCode,
    transport,
    lastCheck:
      row.checkedAt && row.checkOk !== null
        ? { at: row.checkedAt.toISOString(), ok: row.checkOk, message: row.checkMessage ?? '' }
        : null,
  };
}

/** Credentials sealed with another key read as none: the screen then asks for them again. */
function safeCredentials(deps: AppDeps, row: StoreRow): StoreCredentials {
  try {
    return openCredentials(deps.config, row.credentials);
  } catch {
    return {};
  }
}

/**
 * Saves a store's settings. A secret left out keeps the stored one (the screen never receives
 * it); a new one replaces it. Changing where packages go clears the last connection test.
 */
export async function updateStoreConnection(
  deps: AppDeps,
  storeId: string,
  input: UpdateStoreConnectionRequest,
): Promise<StoreConnection> {
  const store = await findStore(deps, storeId);
  const kept = safeCredentials(deps, store);
  const dpid = input.dpid === '' ? null : input.dpid;
  if (!input.isTest && input.enabled && !dpid)
    throw fieldError('dpid', 'A live store needs its DPID: live messages are addressed to it');
  const wanted = input.transport;
  let transport: StoreTransportConfig;
  let credentials: StoreCredentials = {};
  if (wanted.kind === 'sftp') {
    const previous = store.transport.kind === 'sftp' ? store.transport : null;
    transport = {
      kind: 'sftp',
      host: wanted.host,
      port: wanted.port,
      username: wanted.username,
      remoteDir: wanted.remoteDir,
      auth: wanted.auth,
      ...(wanted.ackDir ? { ackDir: wanted.ackDir } : {}),
      ...(wanted.trendsDir ? { trendsDir: wanted.trendsDir } : {}),
      // The key file of an older configuration stays until a key is pasted.
      ...(previous?.privateKeyPath && wanted.auth === 'key' && !wanted.privateKey
        ? { privateKeyPath: previous.privateKeyPath }
        : {}),
    };
    if (wanted.auth === 'key') {
      const privateKey = wanted.privateKey?.trim() ? `${wanted.privateKey.trim()}\n` : kept.privateKey;
      if (!privateKey && !transport.privateKeyPath) throw fieldError('transport.privateKey', SECRET_NEEDED_MESSAGE);
      if (privateKey && !/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(privateKey))
        throw fieldError('transport.privateKey', 'Paste the private key in OpenSSH or PEM form (-----BEGIN ...)');
      credentials = { privateKey };
    } else {
      const password = wanted.password ?? kept.password;
      if (!password) throw fieldError('transport.password', SECRET_NEEDED_MESSAGE);
      credentials = { password };
    }
  } else if (wanted.kind === 's3') {
    transport = {
      kind: 's3',
      bucket: wanted.bucket,
      prefix: wanted.prefix,
      region: wanted.region,
      accessKeyId: wanted.accessKeyId,
      ...(wanted.endpoint ? { endpoint: wanted.endpoint } : {}),
      ...(wanted.ackDir ? { ackDir: wanted.ackDir } : {}),
      ...(wanted.trendsDir ? { trendsDir: wanted.trendsDir } : {}),
    };
    const secretAccessKey = wanted.secretAccessKey ?? kept.secretAccessKey;
    if (!secretAccessKey) throw fieldError('transport.secretAccessKey', 'Give the secret access key');
    credentials = { secretAccessKey };
  } else {
    const root = store.transport.kind === 'folder' ? store.transport.root : undefined;
    transport = {
      kind: 'folder',
      ...(root ? { root } : {}),
      ...(wanted.ackDir ? { ackDir: wanted.ackDir } : {}),
      ...(wanted.trendsDir ? { trendsDir: wanted.trendsDir } : {}),
    };
  }
  const moved = JSON.stringify(transport) !== JSON.stringify(store.transport);
  const [row] = await deps.db
    .update(stores)
    .set({
      enabled: input.enabled,
      dpid,
      isTest: input.isTest,
      transport,
      credentials: sealCredentials(deps.config, credentials),
      updatedAt: deps.clock.now(),
      ...(moved ? { checkedAt: null, checkOk: null, checkMessage: null } : {}),
    })
    .where(eq(stores.id, storeId))
    .returning();
  return presentStoreConnection(deps, row);
}
