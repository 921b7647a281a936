import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StoreTransportConfig } from '../tables.js';
import type { Transport, TransportSource } from './transport.js';

/** The part of ssh2-sftp-client this transport uses; tests inject a fake. */
export interface SftpClientLike {
  put(input: string | Buffer | Readable, remotePath: string): Promise<string>;
  fastPut(localPath: string, remotePath: string): Promise<string>;
  mkdir(remotePath: string, recursive?: boolean): Promise<string>;
  delete(remotePath: string, noErrorOK?: boolean): Promise<string>;
  rename(from: string, to: string): Promise<string>;
  list(remotePath: string): Promise<Array<{ type: string; name: string }>>;
  get(remotePath: string): Promise<string | NodeJS.WritableStream | Buffer>;
  createReadStream(remotePath: string): Readable;
  exists(remotePath: string): Promise<false | string>;
  end(): Promise<boolean>;
}

export type SftpConfig = Extract<StoreTransportConfig, { kind: 'sftp' }>;

/** The secrets of an SFTP connection, opened from the store's sealed credentials. */
export interface SftpSecrets {
  privateKey?: string;
  password?: string;
}

/**
 * Opens a session (ssh2-sftp-client) with the stored private key or password, or the key file an
 * older configuration names; secrets never leave the server.
 */
export async function connectSftp(
  config: SftpConfig,
  secrets: SftpSecrets = {},
  readyTimeout = 20_000,
): Promise<SftpTransport> {
  const auth = config.auth ?? 'key';
  let privateKey: string | Buffer | undefined;
  if (auth === 'key') {
    privateKey = secrets.privateKey ?? (config.privateKeyPath ? await fs.readFile(config.privateKeyPath) : undefined);
    if (!privateKey) throw new Error('No private key is set for this SFTP connection');
  } else if (!secrets.password) throw new Error('No password is set for this SFTP connection');
  // Loaded on the first SFTP delivery, not at start (ssh2 and its crypto are sizeable).
  const { default: SftpClient } = await import('ssh2-sftp-client');
  const client = new SftpClient('liner-delivery');
  await client.connect({
    host: config.host,
    port: config.port ?? 22,
    username: config.username,
    ...(auth === 'key' ? { privateKey } : { password: secrets.password }),
    readyTimeout,
  });
  return new SftpTransport(client, config.remoteDir, `sftp ${config.username}@${config.host}:${config.remoteDir}`);
}

/**
 * Uploads packages to a store's SFTP inbox (DDEX "SFTP Server Organisation"): binaries first,
 * then the message, then the batch manifest; text files go up under a temporary name and are
 * renamed, so the store's poller never picks up a partial message.
 */
export class SftpTransport implements Transport {
  private readonly madeDirs = new Set<string>();

  constructor(
    private readonly client: SftpClientLike,
    private readonly remoteRoot: string,
    readonly description: string,
  ) {}

  private async target(relative: string, makeDir = true): Promise<string> {
    const normalised = path.posix.normalize(relative);
    if (normalised.startsWith('..') || path.posix.isAbsolute(normalised))
      throw new Error(`Unsafe package path: ${relative}`);
    const remote = path.posix.join(this.remoteRoot, normalised);
    const dir = path.posix.dirname(remote);
    if (makeDir && !this.madeDirs.has(dir)) {
      await this.client.mkdir(dir, true);
      this.madeDirs.add(dir);
    }
    return remote;
  }

  async putFile(relative: string, source: TransportSource): Promise<void> {
    const remote = await this.target(relative);
    if (source.localPath) await this.client.fastPut(source.localPath, remote);
    else await this.client.put(source.open(), remote);
  }

  async writeText(relative: string, text: string): Promise<void> {
    const remote = await this.target(relative);
    const temp = `${remote}.part`;
    await this.client.put(Buffer.from(text, 'utf8'), temp);
    // SFTP v3 rename refuses to overwrite: a retry first removes the earlier copy.
    await this.client.delete(remote, true);
    await this.client.rename(temp, remote);
  }

  async listFiles(dir: string): Promise<string[]> {
    const remote = path.posix.dirname(await this.target(`${dir}/x`, false));
    if (!(await this.client.exists(remote))) return [];
    const entries = await this.client.list(remote);
    return entries.filter((entry) => entry.type === '-').map((entry) => entry.name);
  }

  async readText(relative: string): Promise<string> {
    const data = await this.client.get(await this.target(relative, false));
    if (Buffer.isBuffer(data)) return data.toString('utf8');
    if (typeof data === 'string') return data;
    throw new Error('Unexpected SFTP answer');
  }

  async openRead(relative: string): Promise<Readable> {
    return this.client.createReadStream(await this.target(relative, false));
  }

  async move(from: string, to: string): Promise<void> {
    const source = await this.target(from, false);
    const target = await this.target(to);
    await this.client.delete(target, true);
    await this.client.rename(source, target);
  }

  async remove(relative: string): Promise<void> {
    await this.client.delete(await this.target(relative, false), true);
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
