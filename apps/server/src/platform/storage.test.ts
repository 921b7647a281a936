import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
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

  it('sweeps partial files of interrupted writes: untouched past the age and not being written here', async () => {
    const dir = path.join(root, 'statements');
    fs.mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, 'a.dat.part-4242-1700000000000');
    const recent = path.join(dir, 'b.dat.part-4242-1700000000001');
    const complete = path.join(dir, 'c.dat');
    for (const file of [stale, recent, complete]) fs.writeFileSync(file, 'x');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    fs.utimesSync(complete, hourAgo, hourAgo);
    // A write of this process still under way, its partial file as old as the stale one.
    const body = new PassThrough();
    const writing = storage.put('statements/live.dat', body);
    body.write('first bytes');
    let live: string | undefined;
    while (!live) {
      live = fs.readdirSync(dir).find((name) => name.startsWith('live.dat.part-'));
      await new Promise((resolve) => setImmediate(resolve));
    }
    fs.utimesSync(path.join(dir, live), hourAgo, hourAgo);

    expect(await storage.sweepInterruptedWrites(30 * 60_000)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.existsSync(complete)).toBe(true);
    expect(fs.existsSync(path.join(dir, live))).toBe(true);
    body.end(' and the rest');
    expect((await writing).size).toBe(24);
    expect(await storage.sweepInterruptedWrites(0)).toBe(1); // the recent one, now past an age of zero
    expect(fs.readdirSync(dir).sort()).toEqual(['c.dat', 'live.dat']);
  });
});
