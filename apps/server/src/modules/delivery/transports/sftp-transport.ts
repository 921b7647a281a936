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
  end(): Promise<boolean>;
}

export type SftpConfig = Extract<StoreTransportConfig, { kind: 'sftp' }>;

/** Opens a session with the store's key (ssh2-sftp-client); the key file never leaves the server. */
export async function connectSftp(config: SftpConfig): Promise<SftpTransport> {
  // Loaded on the first SFTP delivery, not at start (ssh2 and its crypto are sizeable).
  const { default: SftpClient } = await import('ssh2-sftp-client');
  const client = new SftpClient('liner-delivery');
  await client.connect({
    host: config.host,
    port: config.port ?? 22,
    username: config.username,
    privateKey: await fs.readFile(config.privateKeyPath),
    readyTimeout: 20_000,
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

  private async target(relative: string): Promise<string> {
    const normalised = path.posix.normalize(relative);
    if (normalised.startsWith('..') || path.posix.isAbsolute(normalised))
      throw new Error(`Unsafe package path: ${relative}`);
    const remote = path.posix.join(this.remoteRoot, normalised);
    const dir = path.posix.dirname(remote);
    if (!this.madeDirs.has(dir)) {
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

  async close(): Promise<void> {
    await this.client.end();
  }
}
