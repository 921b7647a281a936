// The catalogue bench/api-endpoints.mjs reads: one label with 500 releases (every status), 5,000
// tracks, 1,000,000 sales lines with their rollups, 10,000 notifications and 50 quick links.
// Written with direct SQL (INSERT ... SELECT over generate_series): through the API the same rows
// would take hours (a release is built in several wizard steps, sales arrive by statement import).
// The accounts themselves are made through the API before this runs; only the operator flag of the
// admin account is set here.

/** @typedef {(text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>} ExecuteSql */

/**
 * @typedef {object} SeedCounts
 * @property {number} releases
 * @property {number} tracksPerRelease
 * @property {number} salesLines
 * @property {number} notifications
 */

/** @type {SeedCounts} */
export const FULL_SEED = { releases: 500, tracksPerRelease: 10, salesLines: 1_000_000, notifications: 10_000 };

/** Sales lines go in by this many per statement (one statement per chunk keeps PGlite's memory flat). */
const LINES_PER_STATEMENT = 250_000;

/** Rollup rows: which columns key each dimension (as the import's recorder writes them). */
const ROLLUP_DIMENSIONS = [
  ['month', '0', '0', "''"],
  ['store', '0', '0', 'store'],
  ['territory', '0', '0', 'territory'],
  ['artist', '0', '0', 'artist'],
  ['release', 'release_id', '0', "''"],
  ['release-store', 'release_id', '0', 'store'],
  ['release-territory', 'release_id', '0', 'territory'],
  ['track', 'release_id', 'track_id', "''"],
  ['track-store', '0', 'track_id', 'store'],
  ['track-territory', '0', 'track_id', 'territory'],
];

/**
 * @typedef {object} SeedIds
 * @property {number} releaseId a release of the label, live
 * @property {number} draftReleaseId a draft of the label
 * @property {number} trackId a track of that live release
 * @property {number} statementId
 * @property {number} quicklinkId
 * @property {string} shortId
 * @property {string} store a store name found in the sales lines
 * @property {number} seconds how long seeding took
 */

/**
 * Seeds the label's catalogue and sales. `labelId` and `adminId` are users made through the API.
 * @param {ExecuteSql} sql
 * @param {{ labelId: number, adminId: number, counts?: SeedCounts, log?: (message: string) => void }} options
 * @returns {Promise<SeedIds>}
 */
export async function seedLabelCatalogue(sql, { labelId, adminId, counts = FULL_SEED, log = () => {} }) {
  const started = performance.now();
  await sql('UPDATE users SET is_admin = true WHERE id = $1', [adminId]);
  // Statuses 0-7 in turn; a live release has its date in the past and the live flag.
  await sql(
    `INSERT INTO releases (user_id, status, type, title, label, upc, catalog_number, primary_genre, language,
       release_date, original_release_date, p_line_year, p_line, c_line_year, c_line, is_live, submitted_at, created_at)
     SELECT $1, i % 8, CASE WHEN i % 3 = 0 THEN 'Single' ELSE 'Album' END, 'Bench release ' || i, 'Bench Label',
       '1970' || lpad(i::text, 8, '0'), 'BL' || i, 'Pop', 'English', date '2024-01-01' + i, date '2024-01-01' + i,
       2024, 'Bench Label', 2024, 'Bench Label', i % 8 IN (1, 6, 7),
       CASE WHEN i % 8 = 0 THEN NULL ELSE now() - make_interval(days => 600 - i) END,
       now() - make_interval(days => 600 - i)
     FROM generate_series(1, $2::int) AS i`,
    [labelId, counts.releases],
  );
  await sql(
    `INSERT INTO release_artists (release_id, position, name, roles)
     SELECT id, 1, 'Bench Artist ' || (id % 25), '["Primary Artist"]'::jsonb FROM releases WHERE user_id = $1`,
    [labelId],
  );
  await sql(
    `INSERT INTO tracks (release_id, position, title, isrc, language, duration_seconds)
     SELECT r.id, p, 'Track ' || p || ' of ' || r.title,
       'QZBNC' || lpad((row_number() OVER (ORDER BY r.id, p))::text, 7, '0'), 'English', 180 + p
     FROM releases r, generate_series(1, $2::int) AS p WHERE r.user_id = $1`,
    [labelId, counts.tracksPerRelease],
  );
  log(`  ${counts.releases} releases, ${counts.releases * counts.tracksPerRelease} tracks`);

  for (let from = 1; from <= counts.salesLines; from += LINES_PER_STATEMENT) {
    const to = Math.min(counts.salesLines, from + LINES_PER_STATEMENT - 1);
    const [statement] = (
      await sql(
        `INSERT INTO statements (file_name, storage_key, sha256, size_bytes, account_currency, status, currency,
           total_lines, lines_read, matched_lines, imported_at)
         VALUES ($1, 'bench', md5($1) || md5($1), 0, 'USD', 'imported', 'USD', $2, $2, $2, now()) RETURNING id`,
        [`bench-${from}.csv`, to - from + 1],
      )
    ).rows;
    // Line i is a function of x = i * 2654435761 mod 2^32: its track, store (20), territory (50) and month (24).
    await sql(
      `WITH catalogue AS (
         SELECT array_agg(t.id ORDER BY t.id) AS ids, array_agg(t.release_id ORDER BY t.id) AS releases,
           array_agg(t.isrc ORDER BY t.id) AS isrcs, array_agg(r.upc ORDER BY t.id) AS upcs, count(*)::int AS n
         FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $2)
       INSERT INTO sales_lines (statement_id, line_number, sale_period_start, sale_period_end, accounting_date, store,
         store_raw, territory, isrc, upc, title, artist, units, use_type, amount_micros, currency, exchange_rate,
         converted_micros, track_id, release_id, owner_user_id, matched_by)
       SELECT $1, i, m, (m + interval '1 month' - interval '1 day')::date, date '2025-01-31',
         'Store ' || (x / 512) % 20, 'Store ' || (x / 512) % 20, 'T' || (x / 16384) % 50, c.isrcs[t + 1], c.upcs[t + 1],
         'Song', 'Bench Artist ' || (c.releases[t + 1] % 25), x % 500, 'stream', x % 2000000, 'USD', '1', x % 2000000,
         c.ids[t + 1], c.releases[t + 1], $2, 'isrc'
       FROM catalogue c,
         LATERAL (SELECT i, x, (x % c.n)::int AS t,
                    (date '2023-01-01' + make_interval(months => ((x / 32) % 24)::int))::date AS m
                  FROM (SELECT i, (i::bigint * 2654435761) % 4294967296 AS x
                        FROM generate_series($3::int, $4::int) AS i) s) g`,
      [statement.id, labelId, from, to],
    );
    log(`  sales lines ${from}-${to}`);
  }
  for (const [dimension, releaseColumn, trackColumn, keyColumn] of ROLLUP_DIMENSIONS) {
    // Constants stay out of GROUP BY (a bare number there names a column of the select list).
    const groupBy = [releaseColumn, trackColumn, keyColumn].filter((column) => /^[a-z_]+$/.test(column));
    await sql(
      `INSERT INTO sales_rollups (user_id, dimension, release_id, track_id, key, month, lines, units, amount_micros,
         stream_units, stream_micros)
       SELECT owner_user_id, $2, ${releaseColumn}, ${trackColumn}, ${keyColumn},
         date_trunc('month', sale_period_start)::date, count(*), sum(units), sum(converted_micros),
         sum(units) FILTER (WHERE use_type = 'stream'), sum(converted_micros) FILTER (WHERE use_type = 'stream')
       FROM sales_lines WHERE owner_user_id = $1
       GROUP BY ${['owner_user_id', ...groupBy].join(', ')}, date_trunc('month', sale_period_start)`,
      [labelId, dimension],
    );
  }
  log('  sales rollups');
  await sql(
    `INSERT INTO notifications (user_id, title, message, type, read_at, created_at)
     SELECT $1, 'Notification ' || i, 'Bench notification number ' || i, (ARRAY['message', 'report', 'payout', 'other'])[i % 4 + 1],
       CASE WHEN i % 2 = 0 THEN now() END, now() - make_interval(mins => i)
     FROM generate_series(1, $2::int) AS i`,
    [labelId, counts.notifications],
  );
  await sql(
    `INSERT INTO quicklinks (release_id, user_id, short_id, status)
     SELECT id, user_id, 'bench' || id, 'active' FROM releases WHERE user_id = $1 AND is_live ORDER BY id LIMIT 50`,
    [labelId],
  );
  log(`  ${counts.notifications} notifications, quick links`);

  const one = async (/** @type {string} */ text) => (await sql(text, [labelId])).rows[0] ?? {};
  const live = await one('SELECT min(id) AS id FROM releases WHERE user_id = $1 AND is_live');
  const draft = await one('SELECT min(id) AS id FROM releases WHERE user_id = $1 AND status = 0');
  const track = await one(
    `SELECT min(t.id) AS id FROM tracks t WHERE t.release_id = (SELECT min(id) FROM releases WHERE user_id = $1 AND is_live)`,
  );
  const statement = await one('SELECT min(id) AS id FROM statements WHERE $1::int IS NOT NULL');
  const link = await one('SELECT id, short_id FROM quicklinks WHERE user_id = $1 ORDER BY id LIMIT 1');
  return {
    releaseId: Number(live.id),
    draftReleaseId: Number(draft.id),
    trackId: Number(track.id),
    statementId: Number(statement.id),
    quicklinkId: Number(link.id),
    shortId: String(link.short_id),
    store: 'Store 1',
    seconds: (performance.now() - started) / 1000,
  };
}
