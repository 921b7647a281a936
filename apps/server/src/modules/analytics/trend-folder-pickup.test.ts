import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { startSftpTestServer, type SftpTestServer } from '../../../test/sftp-test-server.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog } from '../statements/testing.js';
import { pickUpTrendFiles, platformOfTrendFile } from './trend-folder-pickup.js';

let ctx: TestContext;
let operatorToken: string;
let sftp: SftpTestServer | null = null;

beforeEach(async () => {
  ctx = await createTestApp();
  operatorToken = (await createUser(ctx, { isAdmin: true })).token;
  const artist = await createUser(ctx);
  await createCatalog(ctx, artist.user.id, { isrcs: ['QZDA42400001'] });
});
afterEach(async () => {
  await sftp?.close();
  sftp = null;
  await ctx.close();
});

const SPOTIFY = 'date\tisrc\tcountry\tstreams\n2024-05-01\tQZDA42400001\tSE\t10\n2024-05-02\tQZDA42400001\tSE\t5\n';

async function saveStore(storeId: string, transport: object) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/stores/${storeId}`,
    headers: bearer(operatorToken),
    payload: { enabled: true, dpid: '', isTest: true, transport },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function imports() {
  return queryRows<{ platform: string; source: string; status: string; file_name: string; rows_read: number }>(
    ctx.deps.db,
    sql`SELECT platform, source, status, file_name, rows_read FROM analytics_imports ORDER BY id`,
  );
}

const listing = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];

describe('the trend folder pickup', () => {
  it('names the platform by the file name first, else by the store', () => {
    expect(platformOfTrendFile('shazam-2026-03-01.tsv', 'apple-music')).toBe('shazam');
    expect(platformOfTrendFile('youtube-shorts_0301.csv', 'youtube-content-id')).toBe('youtube-shorts');
    expect(platformOfTrendFile('Streams_20260301.tsv', 'apple-music')).toBe('apple');
    expect(platformOfTrendFile('spotifyish.tsv', 'tidal')).toBeNull();
  });

  it('imports new files of a store folder once, archives them, and sets aside what it cannot read', async () => {
    const saved = await saveStore('spotify', { kind: 'folder', trendsDir: 'trends' });
    expect(saved.transport.trendsDir).toBe('trends');
    const dir = path.join(ctx.deps.config.dataDir, 'deliveries', 'spotify', 'trends');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'streams-0501.tsv'), SPOTIFY);
    fs.writeFileSync(path.join(dir, 'streams-0501-again.tsv'), SPOTIFY);
    fs.writeFileSync(path.join(dir, 'shazam-0501.tsv'), 'Date\tISRC\tShazams\n2024-05-01\tQZDA42400001\t4\n');
    fs.writeFileSync(path.join(dir, 'broken.csv'), 'Title,Plays\nx,1\n');
    fs.writeFileSync(path.join(dir, 'readme.pdf'), '%PDF');

    const result = await pickUpTrendFiles(ctx.deps);
    expect(result).toEqual({
      read: 4,
      imported: 2,
      duplicates: 1,
      problems: [
        expect.stringMatching(
          /^Spotify broken\.csv: The file cannot be read as spotify-streams: line 1: the header is not the spotify-streams layout's/,
        ),
      ],
    });
    expect(listing(dir)).toEqual([
      'archive',
      'archive/shazam-0501.tsv',
      'archive/streams-0501-again.tsv',
      'archive/streams-0501.tsv',
      'readme.pdf',
      'unreadable',
      'unreadable/broken.csv',
    ]);
    expect(await imports()).toEqual([
      { platform: 'spotify', source: 'folder', status: 'failed', file_name: 'broken.csv', rows_read: 0 },
      { platform: 'shazam', source: 'folder', status: 'done', file_name: 'shazam-0501.tsv', rows_read: 1 },
      { platform: 'spotify', source: 'folder', status: 'done', file_name: 'streams-0501-again.tsv', rows_read: 2 },
    ]);
    // A second pass finds nothing new; the copies in Liner's storage are gone.
    expect(await pickUpTrendFiles(ctx.deps)).toEqual({ read: 0, imported: 0, duplicates: 0, problems: [] });
    expect(listing(path.join(ctx.deps.config.dataDir, 'files', 'analytics-trends'))).toEqual([]);
  });

  it('reads an SFTP folder, and reports a store it cannot reach without stopping', async () => {
    sftp = await startSftpTestServer();
    fs.mkdirSync(path.join(sftp.root, 'inbox', 'daily'), { recursive: true });
    fs.writeFileSync(path.join(sftp.root, 'inbox', 'daily', 'spotify-0501.tsv'), SPOTIFY);
    await saveStore('tidal', {
      kind: 'sftp',
      host: '127.0.0.1',
      port: 1,
      username: 'liner',
      remoteDir: '/inbox',
      auth: 'password',
      password: 'x',
      trendsDir: 'daily',
    });
    await saveStore('spotify', {
      kind: 'sftp',
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      remoteDir: '/inbox',
      auth: 'password',
      password: sftp.password,
      trendsDir: 'daily',
    });
    const result = await pickUpTrendFiles(ctx.deps);
    expect(result).toMatchObject({ read: 1, imported: 1, duplicates: 0 });
    expect(result.problems).toEqual([expect.stringMatching(/^TIDAL: /)]);
    expect(listing(path.join(sftp.root, 'inbox', 'daily'))).toEqual(['archive', 'archive/spotify-0501.tsv']);
    expect(await imports()).toMatchObject([{ platform: 'spotify', source: 'folder', status: 'done', rows_read: 2 }]);
  });
});
