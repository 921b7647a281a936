import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedFetch } from '../../../../test/recorded-fetch.js';
import { createZendeskClient, type FetchLike } from './zendesk-client.js';
import { appErrorOf, ZendeskError } from './zendesk-error.js';
import { API, asserting, CREDENTIALS, recorder, ticketShow, userSearch, ZENDESK_IDS } from './zendesk-test-support.js';

let recorded: RecordedFetch | null = null;

function clientAnswering(exchanges: RecordedExchange[]) {
  recorded = recorder.recordedFetch(exchanges);
  return createZendeskClient(CREDENTIALS, { fetch: recorded.fetch });
}

afterEach(() => {
  expect(recorded?.unexpected ?? []).toEqual([]);
  expect(recorded?.unused() ?? []).toEqual([]);
  recorded = null;
});

async function failureOf(work: Promise<unknown>): Promise<ZendeskError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ZendeskError)) throw new Error(`expected a ZendeskError, got ${String(error)}`);
  return error;
}

describe('Zendesk client: the calls', () => {
  it('reads users/me with the API token as basic auth of {email}/token', async () => {
    const client = clientAnswering([
      { method: 'GET', url: `${API}/users/me`, fixture: 'users-me.json', expect: asserting() },
    ]);
    expect(await client.me()).toMatchObject({ id: 361200114, name: 'Rita Ops', role: 'admin' });
  });

  it('searches users by e-mail and keeps only the exact address', async () => {
    const client = clientAnswering([
      userSearch('ann@example.test', true, 'Ann'),
      userSearch('bob@example.test', false),
      // Zendesk's search matches loosely: a user with another address is not the one asked for.
      { ...userSearch('carl@example.test'), fill: { email: 'carl.other@example.test', name: 'Carl' } },
    ]);
    expect(await client.findUserByEmail('ann@example.test')).toMatchObject({
      id: ZENDESK_IDS.requester,
      name: 'Ann',
      role: 'end-user',
    });
    expect(await client.findUserByEmail('bob@example.test')).toBeNull();
    expect(await client.findUserByEmail('carl@example.test')).toBeNull();
  });

  it('creates or updates an end user by name and e-mail, without sending a role', async () => {
    const client = clientAnswering([
      {
        method: 'POST',
        url: `${API}/users/create_or_update`,
        fixture: 'users-create-or-update.json',
        fill: { email: 'ann@example.test', name: 'Ann' },
        expect: asserting((body) => expect(body).toEqual({ user: { name: 'Ann', email: 'ann@example.test' } })),
      },
    ]);
    expect(await client.upsertEndUser({ name: 'Ann', email: 'ann@example.test' })).toMatchObject({
      id: ZENDESK_IDS.requester,
    });
  });

  it('creates a ticket with its requester and first comment', async () => {
    const comment = { html_body: '<p>Hello</p>', author_id: ZENDESK_IDS.requester, public: true as const };
    const client = clientAnswering([
      {
        method: 'POST',
        url: `${API}/tickets`,
        status: 201,
        fixture: 'tickets-create.json',
        fill: { subject: 'Where is my payout', description: 'Hello' },
        expect: asserting((body) =>
          expect(body).toEqual({
            ticket: { subject: 'Where is my payout', requester_id: ZENDESK_IDS.requester, comment },
          }),
        ),
      },
    ]);
    const ticket = await client.createTicket({
      subject: 'Where is my payout',
      requester_id: ZENDESK_IDS.requester,
      comment,
    });
    expect(ticket).toMatchObject({ id: ZENDESK_IDS.created, status: 'new', requester_id: ZENDESK_IDS.requester });
  });

  it('shows a ticket', async () => {
    const client = clientAnswering([ticketShow('hold')]);
    expect(await client.showTicket(ZENDESK_IDS.ticket)).toMatchObject({ id: ZENDESK_IDS.ticket, status: 'hold' });
  });

  it('updates a ticket with a comment and a status (PUT)', async () => {
    const comment = { html_body: '<p>Thanks</p>', author_id: ZENDESK_IDS.requester, public: true as const };
    const client = clientAnswering([
      {
        method: 'PUT',
        url: `${API}/tickets/${ZENDESK_IDS.ticket}`,
        fixture: 'tickets-update.json',
        fill: { status: 'solved' },
        expect: asserting((body) => expect(body).toEqual({ ticket: { status: 'solved', comment } })),
      },
    ]);
    const ticket = await client.updateTicket(ZENDESK_IDS.ticket, { status: 'solved', comment });
    expect(ticket.status).toBe('solved');
  });

  it("lists a user's requested tickets with paging, latest change first", async () => {
    const client = clientAnswering([
      {
        method: 'GET',
        url: `${API}/users/${ZENDESK_IDS.requester}/tickets/requested?page=1&per_page=2&sort_by=updated_at&sort_order=desc`,
        fixture: 'tickets-requested-page-1.json',
        expect: asserting(),
      },
    ]);
    const page = await client.listRequestedTickets(ZENDESK_IDS.requester, { page: 1, perPage: 2 });
    expect(page.tickets.map((ticket) => ticket.id)).toEqual([5101, 5102]);
    expect(page.count).toBe(7);
    expect(page.next_page).toContain('page=2');
  });

  it('lists the comments with their authors side-loaded, private ones included', async () => {
    const client = clientAnswering([
      {
        method: 'GET',
        url: `${API}/tickets/${ZENDESK_IDS.ticket}/comments?include=users`,
        fixture: 'ticket-comments.json',
        fill: { email: 'ann@example.test', name: 'Ann' },
        expect: asserting(),
      },
    ]);
    const answer = await client.listComments(ZENDESK_IDS.ticket);
    expect(answer.comments.map((comment) => [comment.id, comment.public])).toEqual([
      [9001, true],
      [9002, false],
      [9003, true],
    ]);
    expect(answer.comments[2].attachments[0]).toMatchObject({ file_name: 'statement-feb.pdf', size: 62456 });
    expect(answer.users.map((user) => user.role)).toEqual(['end-user', 'admin']);
  });
});

describe('Zendesk client: failures', () => {
  const me = (status: number, fixture: string, headers?: Record<string, string>) =>
    clientAnswering([{ method: 'GET', url: `${API}/users/me`, status, fixture, headers }]).me();

  it('401: the credentials are refused, in words the operator can act on; the requester gets 502', async () => {
    const error = await failureOf(me(401, 'error-401.json'));
    expect(error).toMatchObject({ failure: 'unauthorized', status: 401 });
    expect(error.operatorMessage).toMatch(
      /refused these credentials: check the agent’s e-mail address and the API token/,
    );
    expect(appErrorOf(error)).toMatchObject({ code: 'BAD_GATEWAY', reason: 'HELP_DESK_UNAVAILABLE' });
    expect(appErrorOf(error).message).not.toMatch(/token|credential/i);
  });

  it('403: the agent may not do this', async () => {
    const error = await failureOf(me(403, 'error-403.json'));
    expect(error.failure).toBe('forbidden');
    expect(error.operatorMessage).toMatch(/agent or admin/);
    expect(appErrorOf(error).status).toBe(502);
  });

  it('404: No such ticket', async () => {
    const error = await failureOf(
      clientAnswering([{ method: 'GET', url: `${API}/tickets/77`, status: 404, fixture: 'error-404.json' }]).showTicket(
        77,
      ),
    );
    expect(error.failure).toBe('not-found');
    expect(appErrorOf(error)).toMatchObject({ status: 404, message: 'No such ticket' });
  });

  it("422: Zendesk's field messages become the answer's field messages", async () => {
    const error = await failureOf(
      clientAnswering([{ method: 'POST', url: `${API}/tickets`, status: 422, fixture: 'error-422.json' }]).createTicket(
        { subject: 'x', requester_id: 1, comment: { html_body: 'x', author_id: 1, public: true } },
      ),
    );
    expect(error.fieldErrors).toEqual({
      requester: ['Requester: Email:  is not properly formatted'],
      subject: ['Subject: is too long (maximum is 150 characters)'],
    });
    const answer = appErrorOf(error);
    expect(answer).toMatchObject({ status: 422, message: 'Requester: Email:  is not properly formatted' });
    expect(answer.errors).toEqual(error.fieldErrors);
  });

  it('429: asks to slow down for as long as Retry-After says', async () => {
    const error = await failureOf(me(429, 'error-429.json', { 'retry-after': '37' }));
    expect(error).toMatchObject({ failure: 'rate-limited', retryAfterSeconds: 37 });
    expect(appErrorOf(error)).toMatchObject({ status: 429, retryAfterSeconds: 37 });
  });

  it('429 without Retry-After waits a minute', async () => {
    const error = await failureOf(me(429, 'error-429.json'));
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('5xx: Zendesk failed, answered 502 with a message', async () => {
    const error = await failureOf(me(503, 'error-503.json'));
    expect(error).toMatchObject({ failure: 'server-error', status: 503 });
    expect(appErrorOf(error)).toMatchObject({ status: 502, message: expect.stringMatching(/try again/) });
  });

  it('a timeout answers 503', async () => {
    const timingOut: FetchLike = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const error = await failureOf(createZendeskClient(CREDENTIALS, { fetch: timingOut }).me());
    expect(error.failure).toBe('timeout');
    expect(appErrorOf(error).status).toBe(503);
  });

  it('really stops waiting after the timeout', async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const error = await failureOf(createZendeskClient(CREDENTIALS, { fetch: hanging, timeoutMs: 20 }).me());
    expect(error.failure).toBe('timeout');
  });

  it('an unreachable host answers 503', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await failureOf(createZendeskClient(CREDENTIALS, { fetch: down }).me());
    expect(error.failure).toBe('unreachable');
    expect(appErrorOf(error).status).toBe(503);
  });

  it('an answer of another shape is an unexpected answer (502), not a crash', async () => {
    const error = await failureOf(me(200, 'error-404.json'));
    expect(error.failure).toBe('unexpected-answer');
    expect(appErrorOf(error).status).toBe(502);
  });
});
