import fs from 'node:fs';
import path from 'node:path';

// Test support: answers outbound HTTP from recorded fixtures and notes anything unexpected. Every
// client of another service (artist search, Spotify connect, ...) takes an injected fetch of this shape.

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface RecordedExchange {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The exact URL expected (query string included). */
  url: string;
  status?: number;
  /** File name in fixtures/. */
  fixture?: string;
  /** Values for the fixture's {{name}} marks (ids a test only knows once it runs). */
  fill?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Checks on the request (headers, body); throw to fail. */
  expect?: (init: RequestInit | undefined) => void;
  /** How many times it may be called; default once. */
  times?: number;
}

export interface RecordedFetch {
  fetch: FetchLike;
  /** Requests nobody recorded: a test asserts this stays empty. */
  unexpected: string[];
  /** Exchanges recorded but never requested. */
  unused(): string[];
  calls: string[];
}

/** A fixture's text with each {{name}} replaced by its value; a mark left without one is an error. */
export function fillFixture(text: string, fill: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_mark, name: string) => {
    if (!(name in fill)) throw new Error(`No value for {{${name}}} in a fixture`);
    return String(fill[name]);
  });
}

export interface Recorder {
  readFixture(name: string, fill?: Record<string, string | number>): string;
  recordedFetch(exchanges: RecordedExchange[]): RecordedFetch;
}

/** A recorder whose fixtures are the files of `fixturesDir` (an area's own recorded answers). */
export function createRecorder(fixturesDir: string): Recorder {
  const readFixture = (name: string, fill?: Record<string, string | number>) =>
    fillFixture(fs.readFileSync(path.join(fixturesDir, name), 'utf8'), fill);
  return { readFixture, recordedFetch: (exchanges) => recordedFetch(exchanges, readFixture) };
}

function recordedFetch(
  exchanges: RecordedExchange[],
  readFixture: (name: string, fill?: Record<string, string | number>) => string,
): RecordedFetch {
  const remaining = exchanges.map((exchange) => ({ ...exchange, left: exchange.times ?? 1 }));
  const unexpected: string[] = [];
  const calls: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${url}`);
    const match = remaining.find((e) => e.left > 0 && e.url === url && (e.method ?? 'GET') === method);
    if (!match) {
      unexpected.push(`${method} ${url}`);
      throw new Error(`Unexpected request ${method} ${url}`);
    }
    match.left -= 1;
    match.expect?.(init);
    return new Response(match.fixture ? readFixture(match.fixture, match.fill) : null, {
      status: match.status ?? 200,
      headers: { 'content-type': 'application/json', ...match.headers },
    });
  };
  return {
    fetch,
    unexpected,
    calls,
    unused: () => remaining.filter((e) => e.left > 0).map((e) => `${e.method ?? 'GET'} ${e.url}`),
  };
}
