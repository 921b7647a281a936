import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bearer, createUser } from '../../test/factories.js';
import { verifyPassword } from '../modules/auth/index.js';
import { DEMO_REVERSAL_REASON } from './seed-statements.js';
import { createSession } from '../modules/auth/index.js';
import { users } from '../modules/auth/tables.js';
import { ledgerAccounts, ledgerEntries } from '../modules/ledger/tables.js';
import { changelogEntries } from '../modules/notifications/tables.js';
import { DEMO_RELEASES } from './demo-catalog.js';
import { DEFAULT_DEMO_PASSWORD, seedDemoData, type SeedResult } from './demo.js';
import { DEMO_LABEL_INVOICES } from './seed-billing.js';

const S = RELEASE_STATUS;

describe('demo seed', () => {
  let ctx: TestContext;
  let result: SeedResult | null;
  let seedMs = 0;
  const tokens: Record<'artist' | 'label' | 'operator', string> = { artist: '', label: '', operator: '' };
  const ids: Record<'artist' | 'label' | 'operator', number> = { artist: 0, label: 0, operator: 0 };

  const get = async (who: keyof typeof tokens, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const started = performance.now();
    result = await seedDemoData(ctx.deps);
    seedMs = performance.now() - started;
    for (const [who, email] of [
      ['artist', 'demo@liner.local'],
      ['label', 'label@liner.local'],
      ['operator', 'admin@liner.local'],
    ] as const) {
      const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
      ids[who] = row.id;
      tokens[who] = (await createSession(ctx.deps, row.id, { ip: '127.0.0.1' })).token;
    }
  }, 300_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds an artist, a label and an operator who sign in with the printed password', async () => {
    expect(result).toEqual({
      accounts: [
        { type: 'artist', email: 'demo@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'label', email: 'label@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'operator', email: 'admin@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'manager of Northbound Records', email: 'manager@liner.local', password: DEFAULT_DEMO_PASSWORD },
        { type: 'collaborator', email: 'collaborator@liner.local', password: DEFAULT_DEMO_PASSWORD },
      ],
    });
    const rows = await ctx.deps.db.select().from(users).orderBy(users.id);
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
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@liner.local', password: DEFAULT_DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // How long seeding takes is measured by bench/startup.mjs (a new install waits for it), not asserted here.
    console.info(`demo seed: ${Math.round(seedMs)} ms`);
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
      const [{ sum }] = await ctx.deps.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMicros}), 0)::text` })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerAccounts.userId, ids[who]), eq(ledgerAccounts.purpose, 'earnings')));
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
      claimant: { id: ids.label },
      holder: { id: ids.artist },
      holderTrack: { id: release.tracks[0].id, title: 'Glass Harbour' },
    });
  });

  it('links platforms: Spotify and Audiomack for the artist, discovery mode for the label, an access request', async () => {
    const artist = await get('artist', '/api/profile/platforms');
    expect(artist).toMatchObject({
      spotify: { displayName: 'Liner Demo Spotify', uri: 'spotify:user:liner-demo-spotify' },
      audiomack: { slug: 'nova-reyes' },
      spotifyDiscoveryMode: false,
      spotifyForArtists: { status: 'pending', spotifyArtistId: '0TnOYISbd1XYRBk9myaseg' },
    });
    expect((await get('label', '/api/auth/me')).platforms).toEqual({
      spotify: null,
      audiomackConnected: false,
      spotifyDiscoveryMode: true,
    });
    const queue = await get('operator', '/api/admin/instant-access/spotify');
    expect(queue.data).toEqual([expect.objectContaining({ accountId: ids.artist, status: 'pending' })]);
  });

  it('gives the artist and the label an audience of fans, some subscribed to e-mail blasts', async () => {
    const artist = await get('artist', '/api/portal/audience/find/fans?per_page=100');
    expect(artist.total).toBe(36);
    expect(
      artist.data.filter((fan: { blast_email_subscribed: boolean }) => fan.blast_email_subscribed).length,
    ).toBeGreaterThan(20);
    expect(artist.data[0]).toMatchObject({
      type: 'custom',
      country: expect.any(String),
      service_name: expect.any(String),
    });
    expect((await get('label', '/api/portal/audience/find/fans')).total).toBe(18);
  });

  it("credits the artist's ISNI, the writer's IPI, and a single's featured artist", async () => {
    const found = await get('artist', '/api/portal/releases?per_page=100&search=Tidal');
    const single = await get('artist', `/api/portal/release/${found.data[0].id}`);
    expect(single.type).toBe('Single');
    expect(single.artists).toMatchObject([
      { name: 'Nova Reyes', roles: ['primary'], isni: '0000 0001 2281 955X' },
      { name: 'Mira Vale', roles: ['featuring'] },
    ]);
    expect(single.tracks[0].writers[0]).toMatchObject({ firstName: 'Nova', ipi: '12345678993' });
  });

  it('configures the stores: Spotify as a test store through the folder, Beatport over SFTP but disabled', async () => {
    const stores = await get('operator', '/api/admin/stores');
    const byId = new Map(stores.data.map((store: { id: string }) => [store.id, store]));
    expect(byId.get('spotify')).toMatchObject({ enabled: true, isTest: true, transport: { kind: 'folder' } });
    expect(byId.get('beatport')).toMatchObject({
      enabled: false,
      transport: { kind: 'sftp', host: 'sftp.beatport.example', auth: 'password', secretSet: true },
    });
    const single = await get('artist', '/api/portal/releases?per_page=100&search=Glass');
    const states = await get('artist', `/api/portal/release/${single.data[0].id}/stores`);
    expect(states.data.map((state: { state: string }) => state.state)).not.toContain('sent');
  });

  it('fills both profiles: artist info, and a label with business details, a label profile and its logo', async () => {
    const artist = (await get('artist', '/api/auth/me')).profile;
    expect(artist.artistInfo).toMatchObject({ genre: 'Electronic' });
    expect(artist.billing).toMatchObject({ billingName: 'Nova Reyes', citizenship: 'Portugal' });
    const label = (await get('label', '/api/auth/me')).profile;
    expect(label.business).toMatchObject({
      legalEntityName: 'Northbound Records Ltd',
      representativeFirstName: 'Mia',
      mailingSameAsLegal: true,
      legalAddress: { city: 'Bristol', countryCode: 'GB', fromSearch: true },
    });
    expect(label.labelProfile).toMatchObject({
      name: 'Northbound Records',
      links: { x: 'https://x.com/northboundrec' },
    });
    const logo = await ctx.app.inject({
      method: 'GET',
      url: label.labelProfile.imageUrl,
      headers: bearer(tokens.label),
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('has splits accepted in both directions', async () => {
    const labelOwns = await get('label', '/api/portal/split');
    expect(labelOwns.data).toHaveLength(1);
    expect(labelOwns.data[0].track.title).toBe('Harbour Lights');
    expect(labelOwns.data[0].payees).toEqual([
      expect.objectContaining({ email: 'demo@liner.local', status: 'accepted' }),
    ]);
    const artistOwns = await get('artist', '/api/portal/split');
    expect(artistOwns.data[0].track.title).toBe('Low Tide Radio');
    expect(artistOwns.data[0].payees).toEqual([
      expect.objectContaining({ email: 'label@liner.local', status: 'accepted' }),
    ]);
    const artistReceives = await get('artist', '/api/portal/split/collabs');
    expect(artistReceives.data).toEqual([expect.objectContaining({ status: 'accepted', share: '30.00' })]);
    const labelReceives = await get('label', '/api/portal/split/collabs');
    expect(labelReceives.data).toEqual([expect.objectContaining({ status: 'accepted', share: '20.00' })]);
  });

  it('has paid and pending payouts, ready reports and notifications', async () => {
    const artistPayouts = await get('artist', '/api/portal/wallet/withdrawals');
    expect((artistPayouts.data as { status: string }[]).map((row) => row.status).sort()).toEqual(['paid', 'pending']);
    const labelPayouts = await get('label', '/api/portal/wallet/withdrawals');
    expect((labelPayouts.data as { status: string }[]).map((row) => row.status)).toEqual(['sending', 'paid']);
    // The label's payouts withhold 30 % (its W-8BEN profile); the label plan keeps a 10 % fee.
    expect((labelPayouts.data as { withheld: string }[]).every((row) => row.withheld !== '0.00')).toBe(true);
    const fees = await get('operator', '/api/admin/distribution-fees');
    expect(fees.plans).toContainEqual({ plan: 'label', rate: '10.00' });
    const batches = await get('operator', '/api/admin/payouts/batches');
    expect((batches.data as { status: string }[]).map((row) => row.status)).toEqual(['sending', 'paid']);
    const waiting = await get('operator', '/api/admin/payouts?status=pending');
    expect(waiting.data).toHaveLength(1);

    for (const who of ['artist', 'label'] as const) {
      const reports = await get(who, '/api/portal/reports');
      expect(reports.data.length).toBe(3);
      for (const report of reports.data as { status: string; error: string | null }[]) {
        expect(report).toEqual(expect.objectContaining({ status: 'ready', error: null }));
      }
      const notes = await get(who, '/api/portal/notifications?per_page=100');
      expect(notes.total).toBeGreaterThanOrEqual(5);
      // Read up to a month ago; what came since waits in the bell.
      const states = (notes.data as { read: boolean }[]).map((note) => note.read);
      expect(states).toContain(true);
      expect(states).toContain(false);
    }
    expect(await ctx.deps.db.select().from(changelogEntries)).toHaveLength(3);
  });

  it('has a payee tax form under review and one received', async () => {
    expect(await get('label', '/api/profile/tax')).toMatchObject({
      profile: { residencyCountry: 'SE', taxForm: 'W-8BEN', withholdingRate: '30.00' },
      submission: { residencyCountry: 'SE', taxForm: 'W-8BEN-E', status: 'submitted' },
    });
    expect(await get('artist', '/api/profile/tax')).toMatchObject({
      profile: { residencyCountry: 'US', taxForm: 'W-9', withholdingRate: '0.00' },
      submission: { taxForm: 'W-9', status: 'received' },
    });
    const queue = await get('operator', '/api/admin/tax-submissions');
    expect(queue.data.map((row: { email: string }) => row.email)).toEqual(['label@liner.local']);
    const form = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tax-submissions/${ids.label}/document`,
      headers: bearer(tokens.operator),
    });
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.body.startsWith('%PDF-')).toBe(true);
  });

  it("puts the label's identity check in the operator's queue, with photos the server re-encoded", async () => {
    const queue = await get('operator', '/api/admin/identity-checks');
    expect(queue.data).toHaveLength(1);
    expect(queue.data[0]).toMatchObject({ userId: ids.label, documentType: 'passport', hasBack: false });
    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/identity-checks/${queue.data[0].id}/images/selfie`,
      headers: bearer(tokens.operator),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('seeds once: a second start finds the accounts and leaves them alone', async () => {
    expect(await seedDemoData(ctx.deps)).toBeNull();
    expect(await ctx.deps.db.select().from(users)).toHaveLength(7);
  });

  it('seeds Mia Vance as the manager of Northbound Records, who switches into it', async () => {
    const [mia] = await ctx.deps.db.select().from(users).where(eq(users.email, 'manager@liner.local'));
    const { token } = await createSession(ctx.deps, mia.id, { ip: '127.0.0.1' });
    const managed = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/manager/managed-users',
      headers: bearer(token),
    });
    expect(managed.json().data).toEqual([
      expect.objectContaining({ id: ids.label, displayName: 'Northbound Records' }),
    ]);
    const switched = await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/manager/switch/${ids.label}`,
      headers: bearer(token),
    });
    expect(switched.json().acting.displayName).toBe('Northbound Records');
  });

  it("seeds the label's audit trail with what Mia did there, by her for the label", async () => {
    const { token } = await createSession(ctx.deps, ids.label, { ip: '127.0.0.1' });
    const trail = await ctx.app.inject({ method: 'GET', url: '/api/portal/audit', headers: bearer(token) });
    const lines = trail.json().data.map((row: { action: string; byLine: string }) => `${row.action} ${row.byLine}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Created a release draft by Mia Vance for Northbound Records',
        'Switched into the account by Mia Vance for Northbound Records',
        'Invited a manager by Northbound Records',
      ]),
    );
  });

  // Last: downloading the invoices writes the label's audit trail, which the test above reads.
  it('bills the label on its monthly plan for six months, with a PDF for each invoice, and the artist monthly', async () => {
    const label = await get('label', '/api/subscription/billing');
    expect(label).toMatchObject({ state: 'active', plan: { id: 'label-monthly' }, card: { last4: '4242' } });
    expect(new Date(label.nextBillingDate).getTime()).toBeGreaterThan(Date.now());
    const history = await get('label', '/api/profile/getBillingHistory');
    expect(history.total).toBe(DEMO_LABEL_INVOICES);
    for (const row of history.data as { id: number; amount: number; planName: string }[]) {
      expect(row).toMatchObject({ amount: 2_999, planName: 'Subscription' });
      const pdf = await ctx.app.inject({
        method: 'POST',
        url: `/api/profile/download/invoice/${row.id}`,
        headers: bearer(tokens.label),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A month apart, newest first.
    const paidDays = (history.data as { createdAt: string }[]).map((row) => Date.parse(row.createdAt) / 86_400_000);
    for (let index = 1; index < paidDays.length; index += 1)
      expect(paidDays[index - 1] - paidDays[index]).toBeGreaterThanOrEqual(28);
    expect(await get('artist', '/api/subscription/billing')).toMatchObject({
      state: 'active',
      plan: { id: 'artist-monthly' },
      invoices: [{ amount: 999 }],
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
