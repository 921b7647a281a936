import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRecorder } from '../../../test/recorded-fetch.js';
import { ManifestUnavailable } from './manifest-client.js';
import { createManifestRestClient } from './manifest-rest-client.js';

const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
const config = { apiKey: 'mf-test-key', baseUrl: 'https://api.manifest.test' };
const ACCOUNTS = 'https://api.manifest.test/v1/accounts';

describe('Manifest REST client', () => {
  it('creates an account with the e-mail and our external id, bearer-authenticated', async () => {
    let sent: RequestInit | undefined;
    const recorded = recorder.recordedFetch([
      {
        method: 'POST',
        url: ACCOUNTS,
        status: 201,
        fixture: 'manifest-account-created.json',
        expect: (init) => (sent = init),
      },
    ]);
    const account = await createManifestRestClient(config, recorded.fetch).createAccount({
      email: 'ada@example.test',
      externalId: 'liner-user-42',
    });
    expect(account).toEqual({ id: 'acct_7Hq2Lx9', status: 'pending' });
    expect(new Headers(sent?.headers).get('authorization')).toBe('Bearer mf-test-key');
    expect(JSON.parse(String(sent?.body))).toEqual({ email: 'ada@example.test', external_id: 'liner-user-42' });
  });

  it('takes the existing account when the external id already has one (409)', async () => {
    const recorded = recorder.recordedFetch([
      { method: 'POST', url: ACCOUNTS, status: 409, fixture: 'manifest-account-exists.json' },
    ]);
    const account = await createManifestRestClient(config, recorded.fetch).createAccount({
      email: 'ada@example.test',
      externalId: 'liner-user-42',
    });
    expect(account).toEqual({ id: 'acct_7Hq2Lx9', status: 'active' });
  });

  it('looks an account up, and answers null for one Manifest does not know', async () => {
    const recorded = recorder.recordedFetch([
      { method: 'GET', url: `${ACCOUNTS}/acct_7Hq2Lx9`, fixture: 'manifest-account-active.json' },
      { method: 'GET', url: `${ACCOUNTS}/acct_gone`, status: 404, fixture: 'manifest-error.json' },
    ]);
    const client = createManifestRestClient(config, recorded.fetch);
    expect(await client.findAccount('acct_7Hq2Lx9')).toEqual({ id: 'acct_7Hq2Lx9', status: 'active' });
    expect(await client.findAccount('acct_gone')).toBeNull();
    expect(recorded.unused()).toEqual([]);
  });

  it('turns errors and unreachable servers into ManifestUnavailable', async () => {
    const recorded = recorder.recordedFetch([
      { method: 'GET', url: `${ACCOUNTS}/acct_7Hq2Lx9`, status: 500, fixture: 'manifest-error.json' },
    ]);
    const client = createManifestRestClient(config, recorded.fetch);
    await expect(client.findAccount('acct_7Hq2Lx9')).rejects.toBeInstanceOf(ManifestUnavailable);
    await expect(client.createAccount({ email: 'a@example.test', externalId: 'x' })).rejects.toBeInstanceOf(
      ManifestUnavailable,
    );
  });
});
