import { vi } from 'vitest';

/** One request the code under test sent, as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The request's headers, names lower-cased. */
  headers: Record<string, string>;
}

/** An answer: a status and a JSON body (200 when only a body is given). */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Handler = (request: SeenRequest) => FakeAnswer | unknown;

/** A handler's answer with a status other than 200. */
export const answer = (status: number, body: unknown = null): FakeAnswer => ({ status, body });

const isAnswer = (value: unknown): value is FakeAnswer =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'body' in value &&
  Object.keys(value).length === 2;

let unexpected: string[] = [];

/** Requests no handler claimed since the last check; the test setup fails a test that sent one. */
export function takeUnexpectedRequests(): string[] {
  const seen = unexpected;
  unexpected = [];
  return seen;
}

/**
 * Fakes the API at fetch, the edge of lib/http.ts: handlers are keyed "METHOD /path" (no query)
 * and answer a body (200) or `answer(status, body)`. Every request is recorded; one without a
 * handler answers 500 and fails the test, so a component cannot call something unnoticed.
 */
export function fakeApi(handlers: Record<string, Handler>, options: { fallback?: Handler } = {}) {
  const requests: SeenRequest[] = [];
  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const request: SeenRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      headers,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`] ?? options.fallback;
    if (!handler) {
      unexpected.push(`${method} ${url.pathname}`);
      return new Response(JSON.stringify({ message: 'no fake for this request' }), { status: 500 });
    }
    const result = handler(request);
    const { status, body: payload } = isAnswer(result) ? result : { status: 200, body: result };
    return new Response(payload === null ? '' : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchFake));
  return {
    requests,
    /** The requests sent to one "METHOD /path". */
    sent: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** How long vi.waitFor waits for a request or a navigation: the machines are shared and slow under load. */
export const WAIT = { timeout: 5_000 } as const;
