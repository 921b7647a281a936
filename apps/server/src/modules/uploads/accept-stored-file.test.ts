import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkFile } from '../../../test/audio-fixtures.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { acceptStoredFile, newStorageKey } from './accept-stored-file.js';

describe('acceptStoredFile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('deletes the stored file and its preview when the row cannot be inserted', async () => {
    // No account 2147483000: the insert breaks its foreign key after the checks passed and the preview was written.
    const userId = 2_147_483_000;
    const key = newStorageKey(userId, 'artwork');
    const stored = await ctx.deps.storage.put(key, Readable.from([await artworkFile()]));
    await expect(
      acceptStoredFile(ctx.deps, { userId, kind: 'artwork', originalName: 'cover.jpg', stored }),
    ).rejects.toThrow();
    expect(await ctx.deps.storage.exists(key)).toBe(false);
    expect(await ctx.deps.storage.exists(`${key}-preview.jpg`)).toBe(false);
  });
});
