import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transport, TransportSource } from './transport.js';

function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}

/**
 * Writes packages into a local folder (DATA_DIR/deliveries/<storeId>/ by default) that an
 * operator or a sync tool picks up. Audio and artwork are linked, not copied, when they sit on
 * the same disk: a delivery then costs metadata only, whatever the size of the WAVs.
 */
export class FolderTransport implements Transport {
  readonly description: string;
  private readonly madeDirs = new Set<string>();

  constructor(private readonly root: string) {
    this.description = `folder ${root}`;
  }

  private async target(relative: string): Promise<string> {
    const normalised = path.posix.normalize(relative);
    if (normalised.startsWith('..') || path.posix.isAbsolute(normalised))
      throw new Error(`Unsafe package path: ${relative}`);
    const file = path.join(this.root, ...normalised.split('/'));
    const dir = path.dirname(file);
    if (!this.madeDirs.has(dir)) {
      await fsp.mkdir(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    return file;
  }

  async putFile(relative: string, source: TransportSource): Promise<void> {
    const file = await this.target(relative);
    // A retry or an update may find the file from an earlier attempt: replace it.
    await fsp.rm(file, { force: true });
    if (source.localPath) {
      try {
        await fsp.link(source.localPath, file);
        return;
      } catch (error) {
        // Another disk (EXDEV) or a filesystem without hard links: copy (a reflink where supported).
        if (!isErrno(error, 'EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK')) throw error;
        await fsp.copyFile(source.localPath, file, fs.constants.COPYFILE_FICLONE);
        return;
      }
    }
    await pipeline(source.open(), fs.createWriteStream(file));
  }

  async writeText(relative: string, text: string): Promise<void> {
    const file = await this.target(relative);
    const temp = `${file}.part`;
    await fsp.writeFile(temp, text);
    await fsp.rename(temp, file);
  }

  async listFiles(dir: string): Promise<string[]> {
    const folder = path.dirname(await this.target(`${dir}/x`));
    const entries = await fsp.readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isErrno(error, 'ENOENT')) return [];
      throw error;
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  async readText(relative: string): Promise<string> {
    return fsp.readFile(await this.target(relative), 'utf8');
  }

  async openRead(relative: string): Promise<Readable> {
    return fs.createReadStream(await this.target(relative));
  }

  async move(from: string, to: string): Promise<void> {
    await fsp.rename(await this.target(from), await this.target(to));
  }

  async remove(relative: string): Promise<void> {
    await fsp.rm(await this.target(relative), { force: true });
  }

  async close(): Promise<void> {}
}
