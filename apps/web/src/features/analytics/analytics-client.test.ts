import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DUPLICATE_ANALYTICS_MESSAGE, DUPLICATE_ANALYTICS_STATUS } from '@liner/domain';
import { HttpError, type RequestOptions } from '../../lib/http.js';
import { createAnalyticsClient, isDuplicateAnalyticsRequest, shouldRetryAnalytics } from './analytics-client.js';

const Answer = z.object({ value: z.number() });

/** A fake server: each request waits until the test answers it, and honours its abort signal. */
function fakeServer() {
  const pending: {
    path: string;
    query: RequestOptions<unknown>['query'];
    signal?: AbortSignal;
    resolve(body: unknown): void;
    reject(error: unknown): void;
  }[] = [];
  const send = <T>(path: string, options: RequestOptions<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
        once: true,
      });
      pending.push({
        path,
        query: options.query,
        signal: options.signal,
        resolve: (body) => resolve((options.schema ? options.schema.parse(body) : body) as T),
        reject,
      });
    });
  return { send, pending };
}

describe('the analytics transport', () => {
  it('asks api/portal/analytics/<path> with the filters and parses the answer with the contract', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.send);
    const answer = client.get('spotify', 'series', Answer, { country: 'DE' });
    expect(server.pending[0]?.path).toBe('/api/portal/analytics/spotify');
    expect(server.pending[0]?.query).toEqual({ country: 'DE' });
    server.pending[0]?.resolve({ value: 3 });
    await expect(answer).resolves.toEqual({ value: 3 });
    expect(client.runningCount()).toBe(0);
  });

  it('a newer request for the same path and type cancels the older, which rejects with 777', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.send);
    const older = client.get('spotify', 'series', Answer, { country: 'DE' });
    const newer = client.get('spotify', 'series', Answer, { country: 'FR' });
    expect(server.pending[0]?.signal?.aborted).toBe(true);
    expect(server.pending[1]?.signal?.aborted).toBe(false);
    const error = await older.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: DUPLICATE_ANALYTICS_STATUS, message: DUPLICATE_ANALYTICS_MESSAGE });
    expect(isDuplicateAnalyticsRequest(error)).toBe(true);
    server.pending[1]?.resolve({ value: 7 });
    await expect(newer).resolves.toEqual({ value: 7 });
  });

  it('requests of another path, or of the same path with another type, run side by side', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.send);
    const gender = client.get('platform/additional', 'gender', Answer, { platform: 'resso', dimension: 'gender' });
    const age = client.get('platform/additional', 'age', Answer, { platform: 'resso', dimension: 'age' });
    const devices = client.get('spotify/devices', 'breakdown', Answer);
    expect(server.pending.map((request) => request.signal?.aborted)).toEqual([false, false, false]);
    expect(client.runningCount()).toBe(3);
    server.pending.forEach((request, index) => {
      request.resolve({ value: index });
    });
    await expect(Promise.all([gender, age, devices])).resolves.toEqual([{ value: 0 }, { value: 1 }, { value: 2 }]);
  });

  it('drops an answer that arrived after a newer request took its place', async () => {
    let answerOlder: (body: unknown) => void = () => undefined;
    let calls = 0;
    // A sender that ignores the abort signal, as a response already being read would.
    const send = <T>(_path: string, options: RequestOptions<T>): Promise<T> => {
      calls += 1;
      if (calls === 1)
        return new Promise<T>((resolve) => {
          answerOlder = (body) => resolve(options.schema?.parse(body) as T);
        });
      return Promise.resolve(options.schema?.parse({ value: 2 }) as T);
    };
    const client = createAnalyticsClient(send);
    const older = client.get('apple', 'series', Answer);
    await expect(client.get('apple', 'series', Answer)).resolves.toEqual({ value: 2 });
    answerOlder({ value: 1 });
    await expect(older).rejects.toMatchObject({ status: DUPLICATE_ANALYTICS_STATUS });
  });

  it('other failures reach the caller as they are', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.send);
    const answer = client.get('deezer', 'series', Answer);
    const failure = new HttpError(500, 'Server Error', ['Server Error'], {}, undefined);
    server.pending[0]?.reject(failure);
    await expect(answer).rejects.toBe(failure);
    expect(isDuplicateAnalyticsRequest(failure)).toBe(false);
  });

  it("the caller giving up aborts the request (react-query's signal)", async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.send);
    const caller = new AbortController();
    const answer = client.get('tiktok', 'series', Answer, {}, caller.signal);
    caller.abort();
    expect(server.pending[0]?.signal?.aborted).toBe(true);
    await expect(answer).rejects.toMatchObject({ status: DUPLICATE_ANALYTICS_STATUS });
    expect(client.runningCount()).toBe(0);
  });

  it('a superseded request is never retried; a server failure is', () => {
    expect(shouldRetryAnalytics(0, new HttpError(777, DUPLICATE_ANALYTICS_MESSAGE, [], {}, undefined))).toBe(false);
    expect(shouldRetryAnalytics(0, new HttpError(503, 'Unavailable', [], {}, undefined))).toBe(true);
    expect(shouldRetryAnalytics(0, new HttpError(404, 'Not Found', [], {}, undefined))).toBe(false);
  });
});
