import type { AppConfig } from '../../platform/config.js';
import { secretBoxOf } from '../../platform/secret-box.js';

/** The secrets of a store's transport, sealed together in `stores.credentials`. */
export interface StoreCredentials {
  privateKey?: string;
  password?: string;
  secretAccessKey?: string;
}

type KeyConfig = Pick<AppConfig, 'secretsKey' | 'dataDir'>;

export function sealCredentials(config: KeyConfig, credentials: StoreCredentials): string | null {
  const kept = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value));
  return Object.keys(kept).length === 0 ? null : secretBoxOf(config).seal(JSON.stringify(kept));
}

/** Throws (worded for the operator) when the key changed since they were sealed. */
export function openCredentials(config: KeyConfig, sealed: string | null): StoreCredentials {
  if (!sealed) return {};
  try {
    return JSON.parse(secretBoxOf(config).open(sealed)) as StoreCredentials;
  } catch {
    throw new Error('The stored credentials cannot be opened with this server key; enter them again');
  }
}
