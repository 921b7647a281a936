// Helpers for the statements and sales tests (not used by the server).
import { randomBytes } from 'node:crypto';
import { canonicalGtin } from '@liner/domain';
import { releases, tracks } from '../releases/tables.js';
import type { TestContext } from '../../../test/harness.js';

/** A multipart body with form fields and one "file" part. */
export function statementUpload(fileName: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = `----liner${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
  );
  parts.push(Buffer.isBuffer(content) ? content : Buffer.from(content));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A release of `userId` with tracks of the given ISRCs, delivered unless a status is given. */
export async function createCatalog(
  ctx: TestContext,
  userId: number,
  input: { upc?: string; title?: string; isrcs?: string[]; status?: number },
) {
  const [release] = await ctx.deps.db
    .insert(releases)
    .values({
      userId,
      title: input.title ?? 'Release',
      upc: input.upc ?? null,
      gtin: input.upc ? canonicalGtin(input.upc) : null,
      status: input.status ?? 1,
    })
    .returning();
  const created = [];
  for (const [i, isrc] of (input.isrcs ?? []).entries()) {
    const [track] = await ctx.deps.db
      .insert(tracks)
      .values({ releaseId: release.id, position: i + 1, title: `Track ${isrc}`, isrc })
      .returning();
    created.push(track);
  }
  return { release, tracks: created };
}

/** A generic CSV statement (the header matches GENERIC_MAPPING below). */
export function csvStatement(
  rows: {
    isrc?: string;
    upc?: string;
    store?: string;
    country?: string;
    units?: number;
    amount: string;
    period?: string;
    currency?: string;
  }[],
): string {
  const lines = ['Period,Store,Country,ISRC,UPC,Track,Artist,Units,Net Amount,Currency'];
  for (const [i, r] of rows.entries()) {
    lines.push(
      `${r.period ?? '2024-01'},${r.store ?? 'Spotify Streaming'},${r.country ?? 'US'},${r.isrc ?? ''},${r.upc ?? ''},Song ${i},Artist,${r.units ?? 1},${r.amount},${r.currency ?? 'USD'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export const GENERIC_MAPPING = {
  name: 'Generic test layout',
  columns: {
    salePeriod: 'Period',
    store: 'Store',
    territory: 'Country',
    isrc: 'ISRC',
    upc: 'UPC',
    title: 'Track',
    artist: 'Artist',
    units: 'Units',
    amount: 'Net Amount',
    currency: 'Currency',
  },
};
