import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../test/recorded-fetch.js';
import { loadRecognitionConfig } from '../../platform/config-recognition.js';
import { createLogger } from '../../platform/logger.js';
import { createLocalStorage, type Storage } from '../../platform/storage.js';
import { acrCloudSignature, createAcrCloudProvider } from './acrcloud-provider.js';
import { createAuddProvider } from './audd-provider.js';
import { recordedFetch } from './recorded-fetch-test-support.js';
import type { FetchLike, RecognitionSample } from './recognition-provider.js';

// ACRCloud and AudD on recorded answers shaped as their documentation shows them; the fake fetch
// also checks each request (address, signature, multipart fields), and any other request fails.

const ACR = { host: 'identify-eu-west-1.acrcloud.com', accessKey: 'acr-key-1', accessSecret: 'acr-secret-1' };
const AUDD = { apiToken: 'audd-token-1', baseUrl: 'https://api.audd.io' };
const ACR_URL = 'https://identify-eu-west-1.acrcloud.com/v1/identify';
const AUDD_URL = 'https://api.audd.io/';
const NOW = new Date('2026-03-02T10:15:00Z');
const SAMPLE_BYTES = Buffer.from('RIFF....WAVEfmt fake sample bytes for the hosted services');

let folder: string;
let storage: Storage;
const logger = createLogger('silent');
const sample: RecognitionSample = {
  kind: 'stored',
  storageKey: 'clips/sample.wav',
  fileName: 'sample.wav',
  mimeType: 'audio/wav',
};

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-recognition-'));
  storage = createLocalStorage(folder);
  await storage.put(sample.storageKey, Readable.from([SAMPLE_BYTES]));
  await storage.put('clips/large.wav', Readable.from([Buffer.alloc(5 * 1024 * 1024 + 1)]));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function formOf(init: RequestInit | undefined): FormData {
  if (!(init?.body instanceof FormData)) throw new Error('expected a multipart body');
  return init.body;
}

async function expectSampleFile(form: FormData, field: string) {
  const file = form.get(field);
  if (!(file instanceof Blob)) throw new Error(`expected a file in ${field}`);
  expect(Buffer.from(await file.arrayBuffer())).toEqual(SAMPLE_BYTES);
  expect((file as File).name).toBe('sample.wav');
}

function acrCloud(exchanges: RecordedExchange[], fetch?: FetchLike) {
  const recorded = recordedFetch(exchanges);
  const provider = createAcrCloudProvider(ACR, {
    fetch: fetch ?? recorded.fetch,
    storage,
    logger,
    now: () => NOW,
    timeoutMs: 50,
  });
  return { provider, recorded };
}

function audd(exchanges: RecordedExchange[], fetch?: FetchLike) {
  const recorded = recordedFetch(exchanges);
  return {
    provider: createAuddProvider(AUDD, { fetch: fetch ?? recorded.fetch, storage, logger, timeoutMs: 50 }),
    recorded,
  };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('ACRCloud', () => {
  it('signs as documented: base64 HMAC-SHA1 of "POST\\n/v1/identify\\n{key}\\naudio\\n1\\n{timestamp}"', () => {
    const expected = createHmac('sha1', 'acr-secret-1')
      .update('POST\n/v1/identify\nacr-key-1\naudio\n1\n1772446500')
      .digest('base64');
    expect(acrCloudSignature(ACR, '1772446500')).toBe(expected);
  });

  it('sends the sample with the signed fields and answers title, artists, ISRC, offsets and segment', async () => {
    const { provider, recorded } = acrCloud([
      {
        method: 'POST',
        url: ACR_URL,
        fixture: 'acrcloud-identify-found.json',
        expect: (init) => {
          const form = formOf(init);
          expect(form.get('access_key')).toBe('acr-key-1');
          expect(form.get('data_type')).toBe('audio');
          expect(form.get('signature_version')).toBe('1');
          expect(form.get('timestamp')).toBe('1772446500');
          expect(form.get('sample_bytes')).toBe(String(SAMPLE_BYTES.length));
          expect(form.get('signature')).toBe(acrCloudSignature(ACR, '1772446500'));
        },
      },
    ]);
    const matches = await provider.identify(sample);
    expect(recorded.unexpected).toEqual([]);
    expect(recorded.unused()).toEqual([]);
    expect(matches).toEqual([
      {
        provider: 'acrcloud',
        title: 'Glass Harbour',
        artist: 'Nova Reyes, Sam Keller',
        isrc: 'QZRUS2601701',
        album: 'Harbour Lights',
        trackId: null,
        score: 92,
        originalOffsetSeconds: 31.22,
        copyOffsetSeconds: 8.04,
        matchLengthSeconds: 9.96,
        copyPercentage: null,
        segments: [
          {
            originalStartSeconds: 23.02,
            originalEndSeconds: 32.98,
            copyStartSeconds: 8.04,
            copyEndSeconds: 18,
            lengthSeconds: 9.96,
          },
        ],
        externalIds: {
          upc: '0123456789012',
          spotifyTrackId: '3n3Ppam7vgaVa1iaRUc9Lp',
          appleMusicUrl: null,
          deezerTrackId: '3135556',
        },
        link: null,
      },
    ]);
  });

  it('checks the sample bytes it sends', async () => {
    let sent: FormData | null = null;
    const { provider } = acrCloud([
      {
        method: 'POST',
        url: ACR_URL,
        fixture: 'acrcloud-identify-no-result.json',
        expect: (init) => {
          sent = formOf(init);
        },
      },
    ]);
    expect(await provider.identify(sample)).toEqual([]);
    if (!sent) throw new Error('nothing sent');
    await expectSampleFile(sent, 'sample');
  });

  it.each([
    ['acrcloud-identify-invalid-signature.json', 200, 502, 'BAD_GATEWAY'],
    ['acrcloud-identify-limit-exceeded.json', 200, 429, 'TOO_MANY_REQUESTS'],
    ['acrcloud-identify-no-fingerprint.json', 200, 422, 'VALIDATION'],
    [undefined, 500, 502, 'BAD_GATEWAY'],
    [undefined, 401, 502, 'BAD_GATEWAY'],
  ])('maps %s (HTTP %i) to a clear %i', async (fixture, status, expectedStatus, code) => {
    const { provider } = acrCloud([{ method: 'POST', url: ACR_URL, fixture, status }]);
    expect(await failure(provider.identify(sample))).toMatchObject({ status: expectedStatus, code });
  });

  it('answers 503 when ACRCloud does not answer in time, and 502 on an answer it cannot read', async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const { provider } = acrCloud([], hanging);
    expect(await failure(provider.identify(sample))).toMatchObject({
      status: 503,
      message: 'The recognition service cannot be reached just now: try again in a few minutes',
    });
    const garbled: FetchLike = async () => new Response('<html>gateway</html>', { status: 200 });
    expect(await failure(acrCloud([], garbled).provider.identify(sample))).toMatchObject({ status: 502 });
  });

  it('refuses a link and a sample over 5 MB with a 422 before calling ACRCloud', async () => {
    const { provider, recorded } = acrCloud([]);
    expect(await failure(provider.identify({ kind: 'url', url: 'https://example.test/a.mp3' }))).toMatchObject({
      status: 422,
    });
    expect(await failure(provider.identify({ ...sample, storageKey: 'clips/large.wav' }))).toMatchObject({
      status: 422,
      errors: { file: ['Send a sample of at most 5 MB'] },
    });
    expect(recorded.calls).toEqual([]);
  });
});

describe('AudD', () => {
  it('sends the token, the file and the stores wanted, and answers title, artist, ISRC, timecode and ids', async () => {
    let sent: FormData | null = null;
    const { provider, recorded } = audd([
      {
        method: 'POST',
        url: AUDD_URL,
        fixture: 'audd-recognize-found.json',
        expect: (init) => {
          sent = formOf(init);
          expect(sent.get('api_token')).toBe('audd-token-1');
          expect(sent.get('return')).toBe('apple_music,spotify,deezer');
          expect(sent.get('url')).toBeNull();
        },
      },
    ]);
    const matches = await provider.identify(sample);
    expect(recorded.unexpected).toEqual([]);
    if (!sent) throw new Error('nothing sent');
    await expectSampleFile(sent, 'file');
    expect(matches).toEqual([
      {
        provider: 'audd',
        title: 'Glass Harbour',
        artist: 'Nova Reyes',
        isrc: 'QZRUS2601701',
        album: 'Harbour Lights',
        trackId: null,
        score: null,
        originalOffsetSeconds: 31,
        copyOffsetSeconds: null,
        matchLengthSeconds: null,
        copyPercentage: null,
        segments: [],
        externalIds: {
          upc: null,
          spotifyTrackId: '3n3Ppam7vgaVa1iaRUc9Lp',
          appleMusicUrl: 'https://music.apple.com/us/album/glass-harbour/1700000000?i=1700000001',
          deezerTrackId: '3135556',
        },
        link: 'https://lis.tn/GlassHarbour',
      },
    ]);
  });

  it('sends a link as url for AudD to download, and answers nothing when it recognises nothing', async () => {
    const { provider } = audd([
      {
        method: 'POST',
        url: AUDD_URL,
        fixture: 'audd-recognize-no-result.json',
        expect: (init) => {
          const form = formOf(init);
          expect(form.get('url')).toBe('https://example.test/clip.mp3');
          expect(form.get('file')).toBeNull();
        },
      },
    ]);
    expect(await provider.identify({ kind: 'url', url: 'https://example.test/clip.mp3' })).toEqual([]);
  });

  it.each([
    ['audd-error-invalid-token.json', 200, 502, 'BAD_GATEWAY'],
    ['audd-error-limit.json', 200, 429, 'TOO_MANY_REQUESTS'],
    ['audd-error-unreadable.json', 200, 422, 'VALIDATION'],
    [undefined, 503, 502, 'BAD_GATEWAY'],
    [undefined, 429, 429, 'TOO_MANY_REQUESTS'],
  ])('maps %s (HTTP %i) to a clear %i', async (fixture, status, expectedStatus, code) => {
    const { provider } = audd([{ method: 'POST', url: AUDD_URL, fixture, status }]);
    const error = await failure(provider.identify(sample));
    expect(error).toMatchObject({ status: expectedStatus, code });
    // The service's own words (tokens, plans) stay in the log.
    expect((error as Error).message).not.toMatch(/api_token|authorization|limit of requests/);
  });

  it('answers 503 when AudD cannot be reached', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await failure(audd([], down).provider.identify(sample))).toMatchObject({
      status: 503,
      reason: 'RECOGNITION_UNAVAILABLE',
    });
  });
});

describe('recognition settings', () => {
  it('offers a hosted service only when configured, and refuses half an ACRCloud setting', () => {
    expect(loadRecognitionConfig({})).toEqual({ acrcloud: null, audd: null });
    expect(
      loadRecognitionConfig({
        ACRCLOUD_HOST: 'https://identify-eu-west-1.acrcloud.com/',
        ACRCLOUD_ACCESS_KEY: 'k',
        ACRCLOUD_ACCESS_SECRET: 's',
        AUDD_API_TOKEN: 't',
      }),
    ).toEqual({
      acrcloud: { host: 'identify-eu-west-1.acrcloud.com', accessKey: 'k', accessSecret: 's' },
      audd: { apiToken: 't', baseUrl: 'https://api.audd.io' },
    });
    expect(() => loadRecognitionConfig({ ACRCLOUD_ACCESS_KEY: 'k' })).toThrow(/ACRCLOUD_HOST/);
  });
});
