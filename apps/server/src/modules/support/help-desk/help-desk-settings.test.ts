import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HELP_DESK_MESSAGES } from '@liner/domain';
import { bearer, createUser, type CreatedUser } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import type { RecordedExchange, RecordedFetch } from '../../../../test/recorded-fetch.js';
import { installHelpDeskFetch } from './help-desk-of.js';
import { findHelpDeskSettings } from './help-desk-settings.js';
import { API, asserting, recorder } from './zendesk-test-support.js';

const PATH = '/api/admin/settings/help-desk';
const ZENDESK = { provider: 'zendesk', subdomain: 'acme', email: 'rita@acme.example', token: 'zdtoken-1234' };

describe('help-desk settings (operator)', () => {
  let ctx: TestContext;
  let operator: CreatedUser;
  let artist: CreatedUser;
  let recorded: RecordedFetch | null = null;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = await createUser(ctx, { isAdmin: true });
    artist = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    expect(recorded?.unexpected ?? []).toEqual([]);
    expect(recorded?.unused() ?? []).toEqual([]);
    recorded = null;
  });

  const call = (who: CreatedUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
  const zendeskAnswers = (exchanges: RecordedExchange[]) => {
    recorded = recorder.recordedFetch(exchanges);
    installHelpDeskFetch(ctx.deps, recorded.fetch);
  };

  it('starts on the built-in desk', async () => {
    const res = await call(operator, 'GET', PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'built-in',
      subdomain: null,
      email: null,
      token_set: false,
      token_last4: null,
      agent_url: null,
      updated_at: null,
    });
  });

  it('is for operators only: 401 anonymous, 403 for an artist, on each route', async () => {
    for (const [method, url] of [
      ['GET', PATH],
      ['PUT', PATH],
      ['POST', `${PATH}/test`],
    ] as const) {
      expect((await call(null, method, url, method === 'GET' ? undefined : ZENDESK)).statusCode).toBe(401);
      expect((await call(artist, method, url, method === 'GET' ? undefined : ZENDESK)).statusCode).toBe(403);
    }
    expect(await findHelpDeskSettings(ctx.deps.db)).toBeNull();
  });

  it('refuses bad details with field messages', async () => {
    const cases: [object, string, string][] = [
      [{ ...ZENDESK, subdomain: 'acme.zendesk.com' }, 'subdomain', HELP_DESK_MESSAGES.subdomain],
      [{ ...ZENDESK, subdomain: '-acme' }, 'subdomain', HELP_DESK_MESSAGES.subdomain],
      [{ ...ZENDESK, subdomain: 'acme_support' }, 'subdomain', HELP_DESK_MESSAGES.subdomain],
      [{ ...ZENDESK, subdomain: '' }, 'subdomain', HELP_DESK_MESSAGES.subdomain],
      [{ ...ZENDESK, subdomain: 'a'.repeat(64) }, 'subdomain', HELP_DESK_MESSAGES.subdomain],
      [{ ...ZENDESK, email: 'not-an-address' }, 'email', HELP_DESK_MESSAGES.email],
      [{ ...ZENDESK, email: undefined }, 'email', HELP_DESK_MESSAGES.email],
      [{ ...ZENDESK, token: '' }, 'token', HELP_DESK_MESSAGES.token],
      [{ ...ZENDESK, token: 'x'.repeat(201) }, 'token', HELP_DESK_MESSAGES.tokenTooLong],
      [{ ...ZENDESK, provider: 'freshdesk' }, 'provider', HELP_DESK_MESSAGES.provider],
      [{ ...ZENDESK, subdomain: 42 }, 'subdomain', HELP_DESK_MESSAGES.subdomain],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(operator, 'PUT', PATH, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toContain(message);
    }
    expect(await findHelpDeskSettings(ctx.deps.db)).toBeNull();
  });

  it('tests the typed details against users/me without saving them', async () => {
    zendeskAnswers([{ method: 'GET', url: `${API}/users/me`, fixture: 'users-me.json', expect: asserting() }]);
    const res = await call(operator, 'POST', `${PATH}/test`, ZENDESK);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Connected to Zendesk as Rita Ops', agent_name: 'Rita Ops' });
    expect(await findHelpDeskSettings(ctx.deps.db)).toBeNull();
  });

  it("answers Zendesk's refusal as the test's outcome, in the operator's words", async () => {
    zendeskAnswers([
      { method: 'GET', url: `${API}/users/me`, status: 401, fixture: 'error-401.json' },
      { method: 'GET', url: `${API}/users/me`, status: 503, fixture: 'error-503.json' },
      { method: 'GET', url: `${API}/users/me`, fixture: 'users-me-end-user.json' },
    ]);
    const refused = await call(operator, 'POST', `${PATH}/test`, ZENDESK);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ ok: false, message: expect.stringMatching(/refused these credentials/) });
    const down = await call(operator, 'POST', `${PATH}/test`, ZENDESK);
    expect(down.json()).toMatchObject({ ok: false, message: expect.stringMatching(/try again in a few minutes/) });
    const endUser = await call(operator, 'POST', `${PATH}/test`, ZENDESK);
    expect(endUser.json()).toMatchObject({ ok: false, message: expect.stringMatching(/agent or admin/) });
  });

  it('needs Zendesk chosen and a token to test', async () => {
    const builtIn = await call(operator, 'POST', `${PATH}/test`, { provider: 'built-in' });
    expect(builtIn.statusCode).toBe(422);
    expect(builtIn.json().errors.provider).toEqual([HELP_DESK_MESSAGES.testNeedsZendesk]);
    const noToken = await call(operator, 'POST', `${PATH}/test`, { ...ZENDESK, token: '' });
    expect(noToken.json().errors.token).toEqual([HELP_DESK_MESSAGES.token]);
  });

  it('saves Zendesk with the token sealed, and never answers the token', async () => {
    const res = await call(operator, 'PUT', PATH, { ...ZENDESK, subdomain: 'Acme', email: 'Rita@Acme.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'zendesk',
      subdomain: 'acme',
      email: 'rita@acme.example',
      token_set: true,
      token_last4: '1234',
      agent_url: 'https://acme.zendesk.com/agent',
    });
    expect(res.body).not.toContain('zdtoken');
    const row = await findHelpDeskSettings(ctx.deps.db);
    expect(row?.tokenSealed).toMatch(/^v1:/);
    expect(row?.tokenSealed).not.toContain('zdtoken');
    expect(row?.updatedBy).toBe(operator.user.id);
    expect((await call(operator, 'GET', PATH)).body).not.toContain('zdtoken');
  });

  it('keeps the stored token when none is typed, and tests with it', async () => {
    const res = await call(operator, 'PUT', PATH, { ...ZENDESK, subdomain: 'acme', token: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_set: true, token_last4: '1234' });
    zendeskAnswers([{ method: 'GET', url: `${API}/users/me`, fixture: 'users-me.json', expect: asserting() }]);
    const test = await call(operator, 'POST', `${PATH}/test`, { ...ZENDESK, token: '' });
    expect(test.json()).toMatchObject({ ok: true });
  });

  it('switches back to the built-in desk, keeping the Zendesk details for next time', async () => {
    const res = await call(operator, 'PUT', PATH, { provider: 'built-in' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'built-in',
      subdomain: 'acme',
      email: 'rita@acme.example',
      token_set: true,
      agent_url: null,
    });
  });
});
