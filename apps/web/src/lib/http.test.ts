// @vitest-environment jsdom
import { AUTH_COOKIE, SIGNED_IN_COOKIE } from '@liner/domain';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError, http, onSubscriptionRequired, onUnauthorized, requestBlob, sessionMarker, upload } from './http.js';

/** A stand-in for the browser's XMLHttpRequest: records what was sent, answers what the test says. */
function fakeXhr(answer: { status: number; body: unknown; progress?: [number, number][] }) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      for (const [loaded, total] of answer.progress ?? []) this.upload.onprogress?.({ loaded, total });
      this.status = answer.status;
      this.responseText = answer.body === null ? '' : JSON.stringify(answer.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  Cookies.remove(AUTH_COOKIE);
  Cookies.remove(SIGNED_IN_COOKIE);
  vi.unstubAllGlobals();
});

describe('upload', () => {
  it('sends no Authorization header, reports progress and parses the answer with the contract', async () => {
    // Even a readable cookie of that name (left by an older version) is never copied into a header.
    Cookies.set(AUTH_COOKIE, 'secret-token');
    const sent = fakeXhr({
      status: 200,
      body: { id: 3 },
      progress: [
        [50, 100],
        [100, 100],
      ],
    });
    const progress: number[] = [];
    const answer = await upload('/api/admin/statements', z.object({ id: z.number() }), {
      body: 'file bytes',
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(answer).toEqual({ id: 3 });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('fails with the same HttpError as every other call, 422 messages flattened', async () => {
    fakeXhr({ status: 422, body: { message: 'Validation Error', errors: { file: ['Choose a statement file'] } } });
    const failure = await upload('/api/admin/statements', z.object({}), { body: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).fieldErrors).toEqual({ file: ['Choose a statement file'] });
    expect((failure as HttpError).messages).toEqual(['Choose a statement file']);
  });

  it('drops the signed-in marker and tells the session on 401', async () => {
    Cookies.set(SIGNED_IN_COOKIE, '1');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fakeXhr({ status: 401, body: { message: 'Unauthenticated.' } });
    await expect(upload('/api/admin/statements', z.object({}), { body: '' })).rejects.toBeInstanceOf(HttpError);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(Cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
    expect(sessionMarker.present()).toBe(false);
    stop();
  });
});

describe('subscription required', () => {
  it("tells the listeners of any 402 answer with the server's message, and still rejects the call", async () => {
    const listener = vi.fn();
    const stop = onSubscriptionRequired(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'An active subscription is needed', code: 'SUBSCRIPTION_REQUIRED' }), {
            status: 402,
          }),
      ),
    );
    const failure = await http.post('/api/portal/releases/create').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).code).toBe('SUBSCRIPTION_REQUIRED');
    expect(listener).toHaveBeenCalledWith('An active subscription is needed');
    stop();
  });

  it('does not tell them of other refusals', async () => {
    const listener = vi.fn();
    const stop = onSubscriptionRequired(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'No' }), { status: 403 })),
    );
    await expect(http.get('/api/portal/wallet')).rejects.toBeInstanceOf(HttpError);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('requestBlob', () => {
  it("answers the bytes with the server's file name", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('a,b\n1,2\n', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="sales.csv"' },
          }),
      ),
    );
    const file = await requestBlob('/api/portal/reports/download/7');
    expect(file.fileName).toBe('sales.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });

  it('fails with an HttpError carrying the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })),
    );
    const failure = await requestBlob('/api/distribution/files/9/preview').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
  });
});

describe('request', () => {
  it("sends the browser's session cookie (credentials same-origin) and never an Authorization header", async () => {
    Cookies.set(AUTH_COOKIE, 'secret-token');
    Cookies.set(SIGNED_IN_COOKIE, '1');
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchSpy);
    await http.post('/api/auth/read-changelog', {});
    await http.get('/api/auth/me');
    await requestBlob('/api/distribution/files/9/preview');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchSpy.mock.calls) {
      expect(init?.credentials).toBe('same-origin');
      expect(new Headers(init?.headers).has('authorization')).toBe(false);
    }
  });
});
