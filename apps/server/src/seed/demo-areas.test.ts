import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RELEASE_STATUS } from '@liner/domain';
import { bearer } from '../../test/factories.js';
import { createSession } from '../modules/auth/index.js';
import { users } from '../modules/auth/tables.js';
import { changelogEntries } from '../modules/notifications/tables.js';
import { seedDemoData } from './demo.js';
import { useSeededDemo } from './demo-test-support.js';
import { DEMO_LABEL_INVOICES } from './seed-billing.js';

const _S = RELEASE_STATUS;

describe('demo seed: links, audience, profiles, people and billing', () => {
  const demo = useSeededDemo();
  const get = demo.get;

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
    expect(queue.data).toEqual([expect.objectContaining({ accountId: demo.ids.artist, status: 'pending' })]);
  });

  it('shows greenlist and blocklist entries of the artist in every state, the waiting ones in the operator queue', async () => {
    const greenlist = await get('artist', '/api/portal/programmes/greenlist/submissions');
    expect(greenlist.data.map((entry: { kind: string; state: string }) => `${entry.kind}:${entry.state}`)).toEqual([
      'tiktok:submitted',
      'instagram:rejected',
      'youtube:approved',
    ]);
    const blocklist = await get('artist', '/api/portal/blocklist/tiktok');
    expect(blocklist.data).toEqual([expect.objectContaining({ release_title: 'All Releases', status: 'approved' })]);
    const states = (await get('artist', '/api/portal/programmes/blocklist/submissions')).data.map(
      (entry: { state: string }) => entry.state,
    );
    expect(states.sort()).toEqual(['approved', 'in-review', 'removed']);
    const queue = await get('operator', '/api/admin/programmes/submissions');
    expect(queue.data.map((entry: { state: string }) => entry.state).sort()).toEqual(['in-review', 'submitted']);
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

  it('gives each live release a smart link whose visits peak on the release day and lead mostly to Spotify', async () => {
    const links = await get('artist', '/api/portal/quicklink?per_page=100');
    expect(links.total).toBeGreaterThan(1);
    const stats = await get('artist', '/api/portal/analytics/release-links/top-releases?per_page=100');
    expect(stats.total).toBe(links.total);
    const busiest = stats.data[0];
    expect(busiest.views).toBeGreaterThan(0);
    expect(busiest.clicks).toBeLessThanOrEqual(busiest.views);
    expect(busiest.stores[0].store).toBe('spotify');
    expect(busiest.stores.reduce((sum: number, store: { clicks: number }) => sum + store.clicks, 0)).toBe(
      busiest.clicks,
    );
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
    const logo = await demo.ctx.app.inject({
      method: 'GET',
      url: label.labelProfile.imageUrl,
      headers: bearer(demo.tokens.label),
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
    expect(await demo.ctx.deps.db.select().from(changelogEntries)).toHaveLength(3);
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
    const form = await demo.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tax-submissions/${demo.ids.label}/document`,
      headers: bearer(demo.tokens.operator),
    });
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.body.startsWith('%PDF-')).toBe(true);
  });

  it("puts the label's identity check in the operator's queue, with photos the server re-encoded", async () => {
    const queue = await get('operator', '/api/admin/identity-checks');
    expect(queue.data).toHaveLength(1);
    expect(queue.data[0]).toMatchObject({ userId: demo.ids.label, documentType: 'passport', hasBack: false });
    const photo = await demo.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/identity-checks/${queue.data[0].id}/images/selfie`,
      headers: bearer(demo.tokens.operator),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('seeds once: a second start finds the accounts and leaves them alone', async () => {
    expect(await seedDemoData(demo.ctx.deps)).toBeNull();
    expect(await demo.ctx.deps.db.select().from(users)).toHaveLength(7);
  });

  it('seeds Mia Vance as the manager of Northbound Records, who switches into it', async () => {
    const [mia] = await demo.ctx.deps.db.select().from(users).where(eq(users.email, 'manager@liner.local'));
    const { token } = await createSession(demo.ctx.deps, mia.id, { ip: '127.0.0.1' });
    const managed = await demo.ctx.app.inject({
      method: 'GET',
      url: '/api/portal/manager/managed-users',
      headers: bearer(token),
    });
    expect(managed.json().data).toEqual([
      expect.objectContaining({ id: demo.ids.label, displayName: 'Northbound Records' }),
    ]);
    const switched = await demo.ctx.app.inject({
      method: 'GET',
      url: `/api/portal/manager/switch/${demo.ids.label}`,
      headers: bearer(token),
    });
    expect(switched.json().acting.displayName).toBe('Northbound Records');
  });

  it("seeds the label's audit trail with what Mia did there, by her for the label", async () => {
    const { token } = await createSession(demo.ctx.deps, demo.ids.label, { ip: '127.0.0.1' });
    const trail = await demo.ctx.app.inject({ method: 'GET', url: '/api/portal/audit', headers: bearer(token) });
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
      const pdf = await demo.ctx.app.inject({
        method: 'POST',
        url: `/api/profile/download/invoice/${row.id}`,
        headers: bearer(demo.tokens.label),
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

  it('gives the artist and the label support tickets in several states, with agent replies', async () => {
    const artist = await get('artist', '/api/portal/support/tickets/get/all');
    expect(artist.data.map((ticket: { status: string }) => ticket.status).sort()).toEqual([
      'closed',
      'new',
      'new',
      'open',
      'pending',
    ]);
    const label = await get('label', '/api/portal/support/tickets/get/all');
    type Listed = { status: string; source: string };
    expect(label.data.map((ticket: Listed) => `${ticket.source}:${ticket.status}`).sort()).toEqual([
      'chat:solved',
      'web:on-hold',
      'web:solved',
    ]);
    const solved = label.data.find((ticket: Listed) => ticket.status === 'solved' && ticket.source === 'web');
    const thread = await get('label', `/api/portal/support/tickets/single?id=${solved.id}`);
    expect(thread.comments.map((comment: { agent: boolean }) => comment.agent)).toEqual([false, true, false]);
    const queue = await get('operator', '/api/admin/support/tickets?status=open');
    const open = await get('operator', `/api/admin/support/tickets/single?id=${queue.data[0].id}`);
    expect(open.comments.some((comment: { internal: boolean }) => comment.internal)).toBe(true);
    expect((await get('operator', '/api/admin/support/saved-replies')).data).toHaveLength(3);
    expect((await get('artist', '/api/portal/dashboard/tickets')).total).toBe(5);
    // The past chat: answered, ended, and the operator takes chats (online once signed in).
    const chat = label.data.find((ticket: Listed) => ticket.source === 'chat');
    const lines = await get('label', `/api/portal/support/tickets/single?id=${chat.id}`);
    expect(lines.comments.map((comment: { agent: boolean }) => comment.agent)).toEqual([false, true]);
    expect((await get('operator', '/api/admin/support/chat/availability')).available).toBe(true);
  });

  it('publishes help articles in every category and keeps one draft for the operators', async () => {
    const published = await get('artist', '/api/help-centre/articles?per_page=100');
    expect(published.total).toBe(8);
    expect(new Set(published.data.map((article: { category: string }) => article.category)).size).toBe(5);
    const found = await get('artist', '/api/help-centre/articles?q=authenticator');
    expect(found.data[0].slug).toBe('turn-on-two-step-verification');
    const drafts = await get('operator', '/api/admin/help-centre/articles?status=draft');
    expect(drafts.data.map((article: { title: string }) => article.title)).toEqual([
      'Splitting royalties with collaborators (draft)',
    ]);
    const article = await get('artist', '/api/help-centre/articles/how-to-deliver-a-release-to-the-stores');
    expect(article.html).toContain('<h2>The steps</h2>');
  });

  it("has a DMCA notice naming a label release and the artist's YouTube dispute in the inbox", async () => {
    const queue = await get('operator', '/api/admin/support/tickets?status=new&per_page=50');
    const kinds = queue.data.map((ticket: { kind: string }) => ticket.kind);
    expect(kinds).toEqual(expect.arrayContaining(['dmca', 'youtube-dispute']));
    const notice = queue.data.find((ticket: { kind: string }) => ticket.kind === 'dmca');
    const claim = await get('operator', `/api/admin/support/claims?ticket_id=${notice.id}`);
    expect(claim).toMatchObject({ state: 'open', allowed_decisions: ['take-down', 'reject'] });
    expect(claim.matched_release).toMatchObject({ matched_by: 'upc' });
  });
});
