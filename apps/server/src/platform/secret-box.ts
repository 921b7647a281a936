import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';

/** Seals short secrets (passwords, private keys) for a database column: AES-256-GCM, a fresh IV each time. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':', 2);
      if (version !== VERSION || !data) throw new Error('Not a sealed secret');
      const raw = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** LINER_SECRETS_KEY as 64 hex digits or base64 of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('LINER_SECRETS_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

const boxes = new Map<string, SecretBox>();

/**
 * The install's secret box: the configured key, else DATA_DIR/secrets.key, written once (mode
 * 0600, exclusive create so two processes starting together agree on one key).
 */
export function secretBoxOf(config: Pick<AppConfig, 'secretsKey' | 'dataDir'>): SecretBox {
  const id = config.secretsKey ? `env:${config.secretsKey}` : `file:${config.dataDir}`;
  const known = boxes.get(id);
  if (known) return known;
  const box = createSecretBox(installKeyOf(config));
  boxes.set(id, box);
  return box;
}

function installKeyOf(config: Pick<AppConfig, 'secretsKey' | 'dataDir'>): Buffer {
  return config.secretsKey ? parseSecretsKey(config.secretsKey) : keyFile(config.dataDir);
}

/**
 * A key for one purpose (e.g. signing captcha challenges), derived from the install's secrets
 * key, so every process of an install agrees on it without another setting.
 */
export function derivedInstallKey(config: Pick<AppConfig, 'secretsKey' | 'dataDir'>, purpose: string): string {
  return createHmac('sha256', installKeyOf(config)).update(`liner:${purpose}`).digest('hex');
}

function keyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return parseSecretsKey(fs.readFileSync(file, 'utf8').trim());
}
