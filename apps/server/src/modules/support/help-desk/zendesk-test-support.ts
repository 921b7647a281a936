// Test support of the help desk: Zendesk's recorded answers and the checks every request must pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createRecorder, type RecordedExchange } from '../../../../test/recorded-fetch.js';
import type { ZendeskCredentials } from './zendesk-client.js';

export const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));

export const CREDENTIALS: ZendeskCredentials = { subdomain: 'acme', email: 'rita@acme.example', token: 'zdtoken-1234' };
export const API = 'https://acme.zendesk.com/api/v2';
/** The Zendesk ids the fixtures use: the requester's user, another requester, a ticket, a new ticket. */
export const ZENDESK_IDS = { requester: 20978392, otherRequester: 20978555, ticket: 35436, created: 35437 } as const;

export const EXPECTED_AUTHORIZATION = `Basic ${Buffer.from('rita@acme.example/token:zdtoken-1234').toString('base64')}`;

/** Asserts the API-token basic auth, and hands the JSON body (if any) to `check`. */
export function asserting(check?: (body: unknown) => void): RecordedExchange['expect'] {
  return (init) => {
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(EXPECTED_AUTHORIZATION);
    expect(headers.get('accept')).toBe('application/json');
    if (init?.body !== undefined) expect(headers.get('content-type')).toBe('application/json');
    check?.(init?.body === undefined ? undefined : JSON.parse(String(init.body)));
  };
}

/** The user search that finds the requester with `email` (or nobody). */
export function userSearch(email: string, found = true, name = 'Test User'): RecordedExchange {
  return {
    method: 'GET',
    url: `${API}/users/search?${new URLSearchParams({ query: `email:${email}` })}`,
    fixture: found ? 'users-search-found.json' : 'users-search-none.json',
    fill: found ? { email, name } : {},
    expect: asserting(),
  };
}

export function ticketShow(status: string, fixture = 'tickets-show.json'): RecordedExchange {
  return {
    method: 'GET',
    url: `${API}/tickets/${ZENDESK_IDS.ticket}`,
    fixture,
    fill: { status },
    expect: asserting(),
  };
}
