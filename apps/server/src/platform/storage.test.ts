import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, StorageLimitError } from './storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('streams an object in with its size and hashes, and reads it back', async () => {
    const stored = await storage.put('a/b/hello.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(stored).toEqual({
      key: 'a/b/hello.txt',
      size: 11,
      sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
      md5: '5eb63bbbe01eeed093cb22bb8f5acdc3',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of storage.get('a/b/hello.txt')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello world');
  });

  it('refuses past maxBytes and leaves no file behind', async () => {
    await expect(
      storage.put('big.bin', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.exists('big.bin')).toBe(false);
    expect(fs.readdirSync(root).filter((name) => name.startsWith('big.bin'))).toEqual([]);
  });

  it('refuses keys that climb out of the root', async () => {
    await expect(storage.put('../escape.txt', Readable.from([Buffer.from('x')]))).rejects.toThrow(/Unsafe storage key/);
  });
});
