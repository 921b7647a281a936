import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_IMPORT_MAX_LINES, AUDIENCE_MESSAGES, type AudienceMember } from '@liner/domain';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { addTestFan, callAudience, importCsv } from './testing.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const COLUMNS = { name: 0, email: 1, country: 2, service: 3, blast_email_subscribed: 4 };

async function fansOf(who: CreatedUser): Promise<AudienceMember[]> {
  return (await callAudience(ctx, who, 'GET', '/findAll')).json().data;
}

describe('importing a CSV', () => {
  it('imports the good lines and names each bad line with its number and reasons', async () => {
    const artist = await createUser(ctx);
    await addTestFan(ctx, artist, { email: 'known@example.com', name: 'Known Fan', country: 'FR' });
    const csv = [
      'Name,E-mail,Country,Platform,Subscribed',
      'Ana Lima,ana@example.com,Portugal,Spotify,yes',
      'Bad Mail,not-an-address,DE,Spotify,no',
      '"Doe, Jo",jo@example.com,US,apple music,',
      '',
      'Nowhere Man,nowhere@example.com,Atlantis,Deezer,maybe',
      'Ana again,ANA@example.com,,,',
      'Known Fan,known@example.com,,Deezer,yes',
    ].join('\n');
    const res = await importCsv(ctx, artist, csv, COLUMNS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Import finished: 2 added, 1 updated, 1 merged with an earlier line, 2 lines not imported',
      lines: 6,
      added: 2,
      updated: 1,
      merged: [{ line: 7, into_line: 2, email: 'ana@example.com' }],
      failed: [
        { line: 3, errors: [`E-mail: ${AUDIENCE_MESSAGES.emailInvalid}`] },
        {
          line: 6,
          errors: [`Country: ${AUDIENCE_MESSAGES.country}`, `Receives e-mail blasts: ${AUDIENCE_MESSAGES.flag}`],
        },
      ],
    });
    const fans = await fansOf(artist);
    const byEmail = new Map(fans.map((fan) => [fan.email, fan]));
    expect(byEmail.get('ana@example.com')).toMatchObject({
      name: 'Ana again',
      country_code: 'PT',
      service: 'spotify',
      blast_email_subscribed: true,
    });
    expect(byEmail.get('jo@example.com')).toMatchObject({ name: 'Doe, Jo', country_code: 'US', service: 'apple' });
    // The file gave a platform and a "yes": the rest of the known fan stays as it was.
    expect(byEmail.get('known@example.com')).toMatchObject({
      name: 'Known Fan',
      country_code: 'FR',
      service: 'deezer',
      blast_email_subscribed: true,
    });
    expect(fans).toHaveLength(3);
  });

  it('subscribes the fans of a file whose importer confirms their consent, unless a line says no', async () => {
    const artist = await createUser(ctx);
    const csv = 'email,opt-in\nyes@example.com,\nno@example.com,no\n';
    const res = await importCsv(ctx, artist, csv, { email: 0, blast_email_subscribed: 1 }, { consent: true });
    expect(res.json()).toMatchObject({ added: 2, failed: [] });
    const flags = Object.fromEntries((await fansOf(artist)).map((fan) => [fan.email, fan.blast_email_subscribed]));
    expect(flags).toEqual({ 'yes@example.com': true, 'no@example.com': false });
  });

  it('reads a file without a header line, counting its lines from the first fan', async () => {
    const artist = await createUser(ctx);
    const res = await importCsv(
      ctx,
      artist,
      'a@example.com;DE\nb@example;FR\n',
      { email: 0, country: 1 },
      {
        has_header: false,
      },
    );
    expect(res.json()).toMatchObject({ lines: 2, added: 1, failed: [{ line: 2 }] });
  });

  it('fails a line with more values than the header has columns', async () => {
    const artist = await createUser(ctx);
    const res = await importCsv(ctx, artist, 'name,email\nDoe, Jo,jo@example.com\n', { name: 0, email: 1 });
    expect(res.json().failed).toEqual([
      { line: 2, errors: ['This line has 3 columns and the header 2: a value with a comma needs quotes'] },
    ]);
  });
});

describe('refusing a file', () => {
  let artist: CreatedUser;
  beforeAll(async () => {
    artist = await createUser(ctx);
  });

  async function refusal(csv: string, columns: Record<string, unknown>): Promise<Record<string, string[]>> {
    const res = await callAudience(ctx, artist, 'POST', '/fan/bulk-import', { csv, columns });
    expect(res.statusCode).toBe(422);
    return res.json().errors;
  }

  it('refuses a malformed CSV and writes nothing', async () => {
    expect(await refusal('name,email\nAna,ana@example.com\n"Bo,bo@example.com\n', { name: 0, email: 1 })).toEqual({
      csv: ['The file is not valid CSV: the quote opened on line 3 is never closed'],
    });
    expect(await fansOf(artist)).toEqual([]);
  });

  it('refuses a file over the line limit and one over the size limit', async () => {
    const lines = Array.from({ length: AUDIENCE_IMPORT_MAX_LINES + 1 }, (_, index) => `fan${index}@example.com`);
    expect(await refusal(`email\n${lines.join('\n')}`, { email: 0 })).toEqual({
      csv: [AUDIENCE_MESSAGES.tooManyLines],
    });
    expect(await refusal(`email\n${'x'.repeat(1_000_001)}`, { email: 0 })).toEqual({
      csv: [AUDIENCE_MESSAGES.fileTooLarge],
    });
    expect(await fansOf(artist)).toEqual([]);
  });

  it('refuses a mapping without the e-mail column, a column used twice and one past the file', async () => {
    expect(await refusal('name,email\nAna,ana@example.com\n', { name: 0 })).toEqual({
      'columns.email': [AUDIENCE_MESSAGES.emailColumn],
    });
    expect(await refusal('name,email\nAna,ana@example.com\n', { name: 1, email: 1 })).toEqual({
      'columns.email': [AUDIENCE_MESSAGES.columnTwice],
    });
    expect(await refusal('name,email\nAna,ana@example.com\n', { email: 1, country: 4 })).toEqual({
      'columns.country': [AUDIENCE_MESSAGES.columnMissing],
    });
    expect(await refusal('name,email\n\n', { email: 1 })).toEqual({ csv: [AUDIENCE_MESSAGES.fileEmpty] });
  });

  it('imports 5,000 lines in one go', async () => {
    const owner = await createUser(ctx);
    const lines = Array.from(
      { length: AUDIENCE_IMPORT_MAX_LINES },
      (_, index) => `Fan ${index},fan${index}@example.com,DE`,
    );
    let started = performance.now();
    const res = await importCsv(ctx, owner, `name,email,country\n${lines.join('\n')}`, {
      name: 0,
      email: 1,
      country: 2,
    });
    expect(res.json()).toMatchObject({ added: AUDIENCE_IMPORT_MAX_LINES, failed: [] });
    const addMs = performance.now() - started;
    started = performance.now();
    const again = await importCsv(ctx, owner, `name,email,country\n${lines.join('\n')}`, {
      name: 0,
      email: 1,
      country: 2,
    });
    expect(again.json()).toMatchObject({ added: 0, updated: AUDIENCE_IMPORT_MAX_LINES });
    console.log(
      `5,000 lines: added in ${Math.round(addMs)} ms, updated in ${Math.round(performance.now() - started)} ms`,
    );
    expect((await callAudience(ctx, owner, 'GET', '/find/fans')).json().total).toBe(AUDIENCE_IMPORT_MAX_LINES);
  }, 120_000);
});
