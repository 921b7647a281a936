import { z } from 'zod';
import { ZendeskError, zendeskErrorOf } from './zendesk-error.js';

/** The fetch the client sends through; tests inject one that answers from recorded fixtures. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface ZendeskCredentials {
  subdomain: string;
  /** The agent the API token belongs to. */
  email: string;
  token: string;
}

export interface ZendeskClientOptions {
  fetch: FetchLike;
  /** How long one call may take before it counts as a timeout. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

// Only the fields Liner reads; Zendesk sends many more, which are left as they are.
const ZendeskUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable().optional(),
  role: z.string().optional(),
});
export type ZendeskUser = z.infer<typeof ZendeskUser>;

const ZendeskTicket = z.object({
  id: z.number().int(),
  subject: z.string().nullable(),
  description: z.string().nullable().optional(),
  status: z.string(),
  requester_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  via: z.object({ channel: z.string() }).optional(),
});
export type ZendeskTicket = z.infer<typeof ZendeskTicket>;

const ZendeskAttachment = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_url: z.string(),
  size: z.number().int(),
});

const ZendeskComment = z.object({
  id: z.number().int(),
  author_id: z.number().int(),
  public: z.boolean(),
  body: z.string(),
  html_body: z.string(),
  plain_body: z.string(),
  created_at: z.string(),
  attachments: z.array(ZendeskAttachment).default([]),
});
export type ZendeskComment = z.infer<typeof ZendeskComment>;

const UserAnswer = z.object({ user: ZendeskUser });
const UsersAnswer = z.object({ users: z.array(ZendeskUser) });
const TicketAnswer = z.object({ ticket: ZendeskTicket });
const TicketsPage = z.object({
  tickets: z.array(ZendeskTicket),
  count: z.number().int(),
  next_page: z.string().nullable(),
});
export type ZendeskTicketsPage = z.infer<typeof TicketsPage>;
const CommentsAnswer = z.object({ comments: z.array(ZendeskComment), users: z.array(ZendeskUser).default([]) });
export type ZendeskComments = z.infer<typeof CommentsAnswer>;

/** A comment as Liner writes it: html (already sanitised by Liner) by the given author. */
export interface ZendeskNewComment {
  html_body: string;
  author_id: number;
  public: true;
}

export interface ZendeskClient {
  /** users/me: who the token signs in as (the connection test). */
  me(): Promise<ZendeskUser>;
  findUserByEmail(email: string): Promise<ZendeskUser | null>;
  /** users/create_or_update: the user with this e-mail address, created when Zendesk has none. */
  upsertEndUser(user: { name: string; email: string }): Promise<ZendeskUser>;
  createTicket(ticket: { subject: string; requester_id: number; comment: ZendeskNewComment }): Promise<ZendeskTicket>;
  showTicket(id: number): Promise<ZendeskTicket>;
  updateTicket(id: number, change: { status?: string; comment?: ZendeskNewComment }): Promise<ZendeskTicket>;
  /** users/{id}/tickets/requested, latest change first; `page` counts from 1, at most 100 a page. */
  listRequestedTickets(userId: number, page: { page: number; perPage: number }): Promise<ZendeskTicketsPage>;
  /** The ticket's comments oldest first (the first 100), with their authors side-loaded. */
  listComments(ticketId: number): Promise<ZendeskComments>;
}

/**
 * Zendesk Support's REST API v2 at https://{subdomain}.zendesk.com/api/v2/, authenticated with an
 * API token: HTTP basic auth of `{email}/token` and the token. Every failure is a ZendeskError
 * (zendesk-error.ts) saying what went wrong in words an operator can act on.
 */
export function createZendeskClient(credentials: ZendeskCredentials, options: ZendeskClientOptions): ZendeskClient {
  const base = `https://${credentials.subdomain}.zendesk.com/api/v2`;
  const authorization = `Basic ${Buffer.from(`${credentials.email}/token:${credentials.token}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    answer: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await options.fetch(`${base}/${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ZendeskError(timedOut ? 'timeout' : 'unreachable', 0);
    }
    if (!response.ok) throw await zendeskErrorOf(response);
    const parsed = answer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ZendeskError('unexpected-answer', response.status);
    return parsed.data;
  }

  return {
    async me() {
      return (await call('GET', 'users/me', UserAnswer)).user;
    },
    async findUserByEmail(email) {
      const query = new URLSearchParams({ query: `email:${email}` });
      const { users } = await call('GET', `users/search?${query}`, UsersAnswer);
      return users.find((user) => user.email?.toLowerCase() === email.toLowerCase()) ?? null;
    },
    async upsertEndUser(user) {
      // No role is sent: a new user is an end user by default, and an address that already
      // belongs to an agent must not be demoted.
      return (await call('POST', 'users/create_or_update', UserAnswer, { user })).user;
    },
    async createTicket(ticket) {
      return (await call('POST', 'tickets', TicketAnswer, { ticket })).ticket;
    },
    async showTicket(id) {
      return (await call('GET', `tickets/${id}`, TicketAnswer)).ticket;
    },
    async updateTicket(id, change) {
      return (await call('PUT', `tickets/${id}`, TicketAnswer, { ticket: change })).ticket;
    },
    async listRequestedTickets(userId, page) {
      const query = new URLSearchParams({
        page: String(page.page),
        per_page: String(page.perPage),
        sort_by: 'updated_at',
        sort_order: 'desc',
      });
      return call('GET', `users/${userId}/tickets/requested?${query}`, TicketsPage);
    },
    async listComments(ticketId) {
      return call('GET', `tickets/${ticketId}/comments?include=users`, CommentsAnswer);
    },
  };
}
