import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig, parseTrustProxy, type TrustProxy } from './config.js';

async function clientIpSeen(setting: TrustProxy, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return res.json().ip;
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,::1')).toEqual(['10.0.0.5', '172.16.0.0/12', '::1']);
  });

  it('refuses to trust every hop, and a value that is no address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/every hop/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not an IP address/);
  });

  it('takes the client address from the trusted hops only, so a client cannot choose it', async () => {
    expect(await clientIpSeen(false, '6.6.6.6')).toBe('10.0.0.1');
    expect(await clientIpSeen(1, '6.6.6.6, 7.7.7.7')).toBe('7.7.7.7');
    expect(await clientIpSeen(['10.0.0.1'], '6.6.6.6, 7.7.7.7')).toBe('7.7.7.7');
    expect(await clientIpSeen(['10.0.0.9'], '7.7.7.7')).toBe('10.0.0.1');
  });
});

describe('Spotify connect settings', () => {
  const keys = { SPOTIFY_CLIENT_ID: 'id', SPOTIFY_CLIENT_SECRET: 'secret' };
  it('uses the real service when the Spotify keys are set, redirecting to the public callback', () => {
    expect(loadConfig({ ...keys, PUBLIC_URL: 'https://liner.example/' }).spotifyConnect).toEqual({
      mode: 'spotify',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUrl: 'https://liner.example/callback/spotify',
    });
    expect(loadConfig({ ...keys, SPOTIFY_REDIRECT_URL: 'https://x.example/cb' }).spotifyConnect).toMatchObject({
      redirectUrl: 'https://x.example/cb',
    });
  });
  it('offers the offline stand-in on a demo install only, and never without being able to work', () => {
    expect(loadConfig({}).spotifyConnect.mode).toBe('development');
    expect(loadConfig({ SEED_DEMO: 'false' }).spotifyConnect.mode).toBe('off');
    expect(loadConfig({ SPOTIFY_CONNECT: 'off', ...keys }).spotifyConnect.mode).toBe('off');
    expect(loadConfig({ SPOTIFY_CONNECT: 'development', ...keys }).spotifyConnect.mode).toBe('development');
    expect(loadConfig({ SPOTIFY_CONNECT: 'spotify' }).spotifyConnect.mode).toBe('off');
  });
});
