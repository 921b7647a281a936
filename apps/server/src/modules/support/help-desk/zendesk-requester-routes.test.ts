import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HELP_DESK_MESSAGES, resolveDisplayName, SUPPORT_MESSAGES } from '@liner/domain';
import { bearer, createUser, type CreatedUser } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import type { RecordedExchange, RecordedFetch } from '../../../../test/recorded-fetch.js';
import { solvedCaptcha } from '../../auth/testing.js';
import { installHelpDeskFetch } from './help-desk-of.js';
import { API, asserting, recorder, ticketShow, userSearch, ZENDESK_IDS } from './zendesk-test-support.js';

const BASE = '/api/portal/support/tickets';

/** The requester-side support calls when the operator chose Zendesk: every answer comes from Zendesk. */
describe('requester support calls through Zendesk', () => {
  let ctx: TestContext;
  let operator: CreatedUser;
  let artist: CreatedUser;
  let name: string;
  let recorded: RecordedFetch | null = null;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await createUser(ctx, { isAdmin: true });
    artist = await createUser(ctx);
    name = resolveDisplayName(artist.user);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/help-desk',
      headers: bearer(operator.token),
      payload: { provider: 'zendesk', subdomain: 'acme', email: 'rita@acme.example', token: 'zdtoken-1234' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    expect(recorded?.unexpected ?? []).toEqual([]);
    expect(recorded?.unused() ?? []).toEqual([]);
    recorded = null;
  });

  const answers = (exchanges: RecordedExchange[]) => {
    recorded = recorder.recordedFetch(exchanges);
    installHelpDeskFetch(ctx.deps, recorded.fetch);
  };
  const get = (url: string, who: CreatedUser = artist) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...bearer(who.token), 'cache-control': 'no-cache' } });
  const post = (url: string, payload: object, who: CreatedUser | null = artist) =>
    ctx.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload });
  const found = () => userSearch(artist.user.email, true, name);
  const requested = (query: string, fixture: string): RecordedExchange => ({
    method: 'GET',
    url: `${API}/users/${ZENDESK_IDS.requester}/tickets/requested?${query}&sort_by=updated_at&sort_order=desc`,
    fixture,
    expect: asserting(),
  });

  it('lists all tickets a page at a time, with Zendesk ids, states in our words and its total', async () => {
    answers([found(), requested('page=1&per_page=2', 'tickets-requested-page-1.json')]);
    const res = await get(`${BASE}/get/all?page=1&per_page=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ current_page: 1, last_page: 4, total: 7, per_page: 2 });
    expect(page.data).toEqual([
      expect.objectContaining({
        id: 5101,
        status: 'new',
        can_be_solved: false,
        requester_id: artist.user.id,
        requester_email: artist.user.email,
        requester_name: name,
        kind: 'general',
        source: 'email',
      }),
      expect.objectContaining({ id: 5102, status: 'open', can_be_solved: true, source: 'web' }),
    ]);
  });

  it('lists one state across Zendesk pages, hold read as on-hold', async () => {
    answers([
      found(),
      requested('page=1&per_page=100', 'tickets-requested-hold-pages-1.json'),
      requested('page=2&per_page=100', 'tickets-requested-hold-pages-2.json'),
    ]);
    const res = await get(`${BASE}/get/on-hold?per_page=1&page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(res.json().data.map((ticket: { id: number; status: string }) => [ticket.id, ticket.status])).toEqual([
      [5201, 'on-hold'],
    ]);
  });

  it('lists nothing, and creates nobody in Zendesk, for an account Zendesk does not know', async () => {
    answers([userSearch(artist.user.email, false)]);
    const res = await get(`${BASE}/get/all`);
    expect(res.json()).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('still refuses a state that is not one', async () => {
    answers([]);
    expect((await get(`${BASE}/get/hold`)).statusCode).toBe(422);
  });

  it('reads a ticket with its public comments only, their html cleaned, agents told apart', async () => {
    answers([
      found(),
      ticketShow('pending'),
      {
        method: 'GET',
        url: `${API}/tickets/${ZENDESK_IDS.ticket}/comments?include=users`,
        fixture: 'ticket-comments.json',
        fill: { email: artist.user.email, name },
        expect: asserting(),
      },
    ]);
    const res = await get(`${BASE}/single?id=${ZENDESK_IDS.ticket}`);
    expect(res.statusCode).toBe(200);
    const { ticket, comments } = res.json();
    expect(ticket).toMatchObject({ id: ZENDESK_IDS.ticket, status: 'pending', subject: 'Payout not received' });
    expect(comments.map((comment: { id: number }) => comment.id)).toEqual([9001, 9003]);
    expect(comments[0]).toMatchObject({ author_name: name, agent: false, internal: false });
    expect(comments[1]).toMatchObject({
      author_name: 'Rita Ops',
      agent: true,
      plain_body: 'It left on the 22nd: see the statement attached.',
      attachments: [
        {
          id: 498483,
          file_name: 'statement-feb.pdf',
          size: 62456,
          url: 'https://acme.zendesk.com/attachments/token/tyBq1ms40dFaHefSIigxZpwGg/?name=statement-feb.pdf',
        },
      ],
    });
    expect(comments[1].html_body).toBe('<p>It left on the <b>22nd</b>: see the statement attached.</p>');
    expect(res.body).not.toContain('Checking with finance');
  });

  it("answers 404 No such ticket for another requester's ticket, an unknown one, and custom-single", async () => {
    answers([
      found(),
      ticketShow('open', 'tickets-show-other-requester.json'),
      found(),
      { method: 'GET', url: `${API}/tickets/999`, status: 404, fixture: 'error-404.json' },
    ]);
    for (const url of [`${BASE}/single?id=${ZENDESK_IDS.ticket}`, `${BASE}/single?id=999`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(SUPPORT_MESSAGES.notFound);
    }
    expect((await get(`${BASE}/custom-single?id=${ZENDESK_IDS.ticket}`)).statusCode).toBe(404);
  });

  it('creates the ticket in Zendesk for the account, as its end user', async () => {
    answers([
      {
        method: 'POST',
        url: `${API}/users/create_or_update`,
        fixture: 'users-create-or-update.json',
        fill: { email: artist.user.email, name },
        expect: asserting((body) => expect(body).toEqual({ user: { name, email: artist.user.email } })),
      },
      {
        method: 'POST',
        url: `${API}/tickets`,
        status: 201,
        fixture: 'tickets-create.json',
        fill: { subject: 'Where is my payout', description: 'It has been a week.' },
        expect: asserting((body) =>
          expect(body).toEqual({
            ticket: {
              subject: 'Where is my payout',
              requester_id: ZENDESK_IDS.requester,
              comment: {
                html_body: '<p>It has been a week.<br />Thanks &lt;3</p>',
                author_id: ZENDESK_IDS.requester,
                public: true,
              },
            },
          }),
        ),
      },
    ]);
    const res = await post(`${BASE}/create`, {
      subject: 'Where is my payout',
      description: 'It has been a week.\nThanks <3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SUPPORT_MESSAGES.created,
      ticket: { id: ZENDESK_IDS.created, status: 'new', requester_id: artist.user.id },
    });
  });

  it('refuses files while tickets go to Zendesk, before asking it anything', async () => {
    answers([]);
    const res = await post(`${BASE}/create`, {
      subject: 'With a file',
      description: 'See the file.',
      attachments: [1],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.attachments).toEqual([HELP_DESK_MESSAGES.attachmentsNotForwarded]);
  });

  it('sends a reply to a pending ticket as the requester, which opens it again', async () => {
    answers([
      found(),
      ticketShow('pending'),
      {
        method: 'PUT',
        url: `${API}/tickets/${ZENDESK_IDS.ticket}`,
        fixture: 'tickets-update.json',
        fill: { status: 'open' },
        expect: asserting((body) =>
          expect(body).toEqual({
            ticket: {
              status: 'open',
              comment: { html_body: '<p>Still nothing.</p>', author_id: ZENDESK_IDS.requester, public: true },
            },
          }),
        ),
      },
    ]);
    const res = await post(`${BASE}/update`, { id: ZENDESK_IDS.ticket, comment: 'Still nothing.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: SUPPORT_MESSAGES.replied, ticket: { status: 'open' } });
  });

  it('marks an on-hold ticket solved; a reply to an open one leaves its state alone', async () => {
    answers([
      found(),
      ticketShow('hold'),
      {
        method: 'PUT',
        url: `${API}/tickets/${ZENDESK_IDS.ticket}`,
        fixture: 'tickets-update.json',
        fill: { status: 'solved' },
        expect: asserting((body) => expect(body).toEqual({ ticket: { status: 'solved' } })),
      },
      found(),
      ticketShow('open'),
      {
        method: 'PUT',
        url: `${API}/tickets/${ZENDESK_IDS.ticket}`,
        fixture: 'tickets-update.json',
        fill: { status: 'open' },
        expect: asserting((body) => expect(Object.keys((body as { ticket: object }).ticket)).toEqual(['comment'])),
      },
    ]);
    const solved = await post(`${BASE}/update`, { id: ZENDESK_IDS.ticket, solved: true });
    expect(solved.json()).toMatchObject({ message: SUPPORT_MESSAGES.solved, ticket: { status: 'solved' } });
    const replied = await post(`${BASE}/update`, { id: ZENDESK_IDS.ticket, comment: 'One more thing.' });
    expect(replied.statusCode).toBe(200);
  });

  it("keeps Liner's rules: a new ticket cannot be solved yet, a closed one takes nothing (409, no write)", async () => {
    answers([found(), ticketShow('new'), found(), ticketShow('closed')]);
    const early = await post(`${BASE}/update`, { id: ZENDESK_IDS.ticket, solved: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SUPPORT_MESSAGES.cannotSolve);
    const closed = await post(`${BASE}/update`, { id: ZENDESK_IDS.ticket, comment: 'Hello?' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(SUPPORT_MESSAGES.closed);
  });

  it('answers a Zendesk that refuses the credentials 502, slows down 429, or times out 503: never a 500', async () => {
    const search = found();
    answers([
      { ...search, status: 401, fixture: 'error-401.json', fill: {} },
      { ...search, status: 429, fixture: 'error-429.json', fill: {}, headers: { 'retry-after': '12' } },
    ]);
    const refused = await get(`${BASE}/get/all`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'HELP_DESK_UNAVAILABLE' });
    expect(refused.body).not.toMatch(/token|zdtoken|credential/i);
    const busy = await get(`${BASE}/get/open`);
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('12');
    recorded = null;
    installHelpDeskFetch(ctx.deps, async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    const slow = await get(`${BASE}/get/solved`);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toMatch(/try again in a few minutes/);
  });

  it('sends the guest form to Zendesk behind the same robot check', async () => {
    answers([
      {
        method: 'POST',
        url: `${API}/users/create_or_update`,
        fixture: 'users-create-or-update.json',
        fill: { email: 'visitor@example.test', name: 'Vera Visitor' },
        expect: asserting((body) =>
          expect(body).toEqual({ user: { name: 'Vera Visitor', email: 'visitor@example.test' } }),
        ),
      },
      {
        method: 'POST',
        url: `${API}/tickets`,
        status: 201,
        fixture: 'tickets-create.json',
        fill: { subject: 'Question before signing up', description: 'Do you deliver to Tidal?' },
        expect: asserting(),
      },
    ]);
    const guest = {
      name: 'Vera Visitor',
      email: 'Visitor@Example.test',
      subject: 'Question before signing up',
      description: 'Do you deliver to Tidal?',
    };
    const unsolved = await post('/api/support/tickets/create', { ...guest, captcha: '' }, null);
    expect(unsolved.statusCode).toBe(422);
    const res = await post('/api/support/tickets/create', { ...guest, captcha: await solvedCaptcha(ctx) }, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUPPORT_MESSAGES.guestCreated });
    expect(await ctx.outbox()).toEqual([]);
  });

  it('goes back to the built-in desk when the operator switches: Liner ids, nothing sent to Zendesk', async () => {
    answers([]);
    const switched = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/help-desk',
      headers: bearer(operator.token),
      payload: { provider: 'built-in' },
    });
    expect(switched.statusCode).toBe(200);
    const created = await post(`${BASE}/create`, { subject: 'Back home', description: 'On the built-in desk now.' });
    expect(created.statusCode).toBe(200);
    const list = await get(`${BASE}/get/all`);
    expect(list.json().data.map((ticket: { id: number }) => ticket.id)).toEqual([created.json().ticket.id]);
  });
});
