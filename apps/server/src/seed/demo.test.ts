import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RELEASE_STATUS } from '@liner/domain';
import { createTestApp } from '../../test/harness.js';
import { createUser } from '../../test/factories.js';
import { verifyPassword } from '../modules/auth/index.js';
import { DEMO_REVERSAL_REASON } from './seed-statements.js';
import { users } from '../modules/auth/tables.js';
import { ledgerAccounts, ledgerEntries } from '../modules/ledger/tables.js';
import { changelogEntries } from '../modules/notifications/tables.js';
import { DEMO_RELEASES } from './demo-catalog.js';
import { DEFAULT_DEMO_PASSWORD, seedDemoData } from './demo.js';
import { useSeededDemo } from './demo-test-support.js';

const S = RELEASE_STATUS;

describe('demo seed: accounts, releases and money', () => {
  const demo = useSeededDemo();
  const get = demo.get;

  it('seeds an artist, a label and an operator who sign in with the printed password', async () => {
    expect(demo.result).toEqual({
      accounts: [
        { type: 'artist', email: 'demo@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'label', email: 'label@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'operator', email: 'admin@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'manager of Northbound Records', email: 'manager@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'collaborator', email: 'collaborator@liner.local', password: DEFAULT_DEMO_PASSWORD },
      ],
    });
    const rows = await demo.ctx.deps.db.select().from(users).orderBy(users.id);
    expect(rows.map((u) => [u.email, u.username, u.type, u.displayName, u.isAdmin])).toEqual([
      ['demo@liner.local', 'demo', 'artist', 'Nova Reyes', false],
      ['label@liner.local', 'northbound', 'label', 'Northbound Records', false],
      ['admin@liner.local', 'admin', 'label', 'Liner Operator', true],
      ['manager@liner.local', 'mia', 'artist', 'Mia Vance', false],
      ['collaborator@liner.local', 'sam', 'collaborator', 'Sam Okafor', false],
      ['promo@liner.local', 'iris', 'artist', 'Iris Calder', false],
      ['google@liner.local', 'theo', 'artist', 'Theo Marsh', false],
    ]);
    for (const row of rows) {
      expect(row.confirmedAt).not.toBeNull();
      expect(row.hasCompletedInit).toBe(true);
      expect(await verifyPassword(row.passwordHash, DEFAULT_DEMO_PASSWORD)).toBe(true);
    }
    const login = await demo.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@liner.local', password: DEFAULT_DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // How long seeding takes is measured by bench/startup.mjs (a new install waits for it), not asserted here.
    console.info(`demo seed: ${Math.round(demo.seedMs)} ms`);
  });

  it('gives each owner releases in every status a person meets', async () => {
    const statusesOf = async (who: 'artist' | 'label') => {
      const page = await get(who, '/api/portal/releases?per_page=100');
      return Object.fromEntries(
        (page.data as { title: string; status: number }[]).map((row) => [row.title, row.status]),
      );
    };
    expect(await statusesOf('artist')).toEqual({
      'Glass Harbour': S.ACKNOWLEDGED,
      'Paper Satellites': S.ACKNOWLEDGED,
      Lanterns: S.DELIVERED,
      'Tidal Lines': S.PENDING_REVIEW,
      'Midnight Ferry': S.NEEDS_DOCS,
      Sketches: S.DRAFT,
    });
    expect(await statusesOf('label')).toEqual({
      'Harbour Lights': S.ACKNOWLEDGED,
      'Quiet Hours': S.ACKNOWLEDGED,
      'Winter Static': S.TAKEN_DOWN,
      Afterglow: S.ACKNOWLEDGED,
      Fieldnotes: S.DELIVERED,
      'Open Water': S.PENDING_REVIEW,
      'Harbour Sessions, Vol. 1': S.DRAFT,
    });
    expect(DEMO_RELEASES).toHaveLength(12);

    // A delivered release carries its codes, checked audio and artwork, and its history.
    const list = await get('artist', '/api/portal/releases?per_page=100&search=Glass');
    const release = await get('artist', `/api/portal/release/${list.data[0].id}`);
    expect(release.upc.code).toMatch(/^\d{12,13}$/);
    expect(release.tracks).toHaveLength(3);
    for (const track of release.tracks) {
      expect(track.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
      expect(track.durationSeconds).toBe(3);
      expect(track.audioFileId).not.toBeNull();
    }
    expect(release.artworkFileId).not.toBeNull();
    const history = await get('artist', `/api/portal/release/${release.id}/history`);
    const actions = (history.data as { action: string }[]).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['created', 'published', 'approved', 'live-at-store']));

    // The operator's queue holds the two submissions waiting for review.
    const queue = await get('operator', '/api/admin/releases/review');
    expect((queue.data as { title: string }[]).map((row) => row.title).sort()).toEqual(['Open Water', 'Tidal Lines']);
  });

  it("keeps the single's ISRC on the EP that carries the same recording", async () => {
    const releaseNamed = async (search: string) => {
      const list = await get('artist', `/api/portal/releases?per_page=100&search=${search}`);
      return get('artist', `/api/portal/release/${list.data[0].id}`);
    };
    const single = await releaseNamed('Paper');
    const ep = await releaseNamed('Lanterns');
    expect(ep.tracks[0].title).toBe('Paper Satellites');
    expect(ep.tracks[0].isrc).toBe(single.tracks[0].isrc);
  });

  it('imports 18 monthly statements whose sales show, and one recalled report reversed', async () => {
    type Row = {
      status: string;
      fileName: string;
      createdAt: string;
      matchedLines: number;
      unmatchedLines: number;
      reversal: { reason: string } | null;
    };
    const all = await get('operator', '/api/admin/statements?per_page=100');
    expect(all.total).toBe(20);
    // A recalled preliminary report, reversed with the operator's reason.
    const reversed = (all.data as Row[]).filter((row) => row.status === 'reversed');
    expect(reversed.map((row) => row.reversal?.reason)).toEqual([DEMO_REVERSAL_REASON]);
    const monthly = (all.data as Row[]).filter(
      (row) => row.status !== 'reversed' && !row.fileName.startsWith('tunecore-gbp-'),
    );
    // The month before last is closed by the operator; every monthly report is booked in its own month.
    const periods = await get('operator', '/api/admin/accounting-periods');
    expect(periods.data.map((row: { period: string }) => row.period)).toHaveLength(1);
    for (const row of monthly as (Row & { reportedPeriod: string; bookedPeriod: string })[])
      expect(row.bookedPeriod).toBe(row.reportedPeriod);
    // One a month, each uploaded in the month after its sales.
    const uploaded = monthly.map((row) => row.createdAt.slice(0, 7));
    expect(new Set(uploaded).size).toBe(18);
    // Last month's report has one line a store misreported, waiting for the operator.
    expect(monthly.map((row) => row.unmatchedLines)).toEqual([1, ...Array(17).fill(0)]);
    for (const statement of monthly) {
      expect(statement.status).toBe('imported');
      expect(statement.matchedLines).toBeGreaterThan(50);
    }
    for (const who of ['artist', 'label'] as const) {
      const total = await get(who, '/api/portal/sales/total');
      expect(Number(total.total)).toBeGreaterThan(1000);
      expect(total.graph.length).toBeGreaterThanOrEqual(12);
      const channels = await get(who, '/api/portal/sales/channels');
      expect(channels.data.length).toBeGreaterThanOrEqual(5);
      const territories = await get(who, '/api/portal/sales/territories');
      expect(territories.data.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('imports a GBP TuneCore export with the file rate and the reference table, and keeps the rates', async () => {
    const all = await get('operator', '/api/admin/statements?per_page=100');
    const foreign = (all.data as { id: number; fileName: string }[]).find((row) =>
      row.fileName.startsWith('tunecore-gbp-'),
    );
    const detail = await get('operator', `/api/admin/statements/${foreign?.id}`);
    expect(detail).toMatchObject({ status: 'imported', matchedLines: 4, convertedAmount: '384.060000' });
    expect(
      detail.rates.map(
        (r: { currency: string; rate: string; source: string }) => `${r.currency} ${r.rate} ${r.source}`,
      ),
    ).toEqual(['EUR 1.0820 reference', 'GBP 1/0.79 file']);
    const rates = await get('operator', '/api/admin/exchange-rates');
    expect(rates.data).toHaveLength(9);
    expect(rates.waiting).toEqual([]);
  });

  it('keeps every wallet equal to its ledger, after splits, transfers and payouts', async () => {
    for (const who of ['artist', 'label'] as const) {
      const [{ sum }] = await demo.ctx.deps.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMicros}), 0)::text` })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerAccounts.userId, demo.ids[who]), eq(ledgerAccounts.purpose, 'earnings')));
      const micros = BigInt(sum);
      expect(micros).toBeGreaterThan(0n);
      const balance = await get(who, '/api/portal/wallet/balance');
      // The wallet shows the ledger's sum floored to cents.
      expect(balance.available).toBe((Number(micros / 10_000n) / 100).toFixed(2));
      const dashboard = await get(who, '/api/portal/dashboard/wallet');
      expect(dashboard.availableBalance).toBe(balance.available);
      const transactions = await get(who, '/api/portal/wallet/transactions?per_page=100');
      const kinds = new Set((transactions.data as { type: string }[]).map((row) => row.type));
      expect([...kinds]).toEqual(expect.arrayContaining(['statement-earnings', 'transfer', 'payout-request']));
    }
  });

  it("holds an ISRC claim for review: the label's draft typed the artist's live single's code", async () => {
    const single = await get('artist', '/api/portal/releases?per_page=100&search=Glass');
    const release = await get('artist', `/api/portal/release/${single.data[0].id}`);
    const claims = await get('operator', '/api/admin/isrc-claims');
    expect(claims.data).toHaveLength(1);
    expect(claims.data[0]).toMatchObject({
      isrc: release.tracks[0].isrc,
      status: 'pending',
      release: { title: 'Harbour Sessions, Vol. 1' },
      claimant: { id: demo.ids.label },
      holder: { id: demo.ids.artist },
      holderTrack: { id: release.tracks[0].id, title: 'Glass Harbour' },
    });
  });
});

describe('demo seed on a database in use', () => {
  it('leaves a database that already has users alone', async () => {
    const other = await createTestApp();
    try {
      await createUser(other);
      expect(await seedDemoData(other.deps, 'another-demo-pass')).toBeNull();
      expect(await other.deps.db.select().from(changelogEntries)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
