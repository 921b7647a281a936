import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { HSTS_VALUE, PERMISSIONS_POLICY, inlineScriptHashes, scriptHash } from './security-headers.js';

const INLINE_SCRIPT = "\n      document.documentElement.dataset.painted = 'yes';\n    ";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

/** The CSP's directives by name: "script-src 'self' 'sha256-…'" → { 'script-src': ["'self'", ...] }. */
function directives(header: string | undefined): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed[name] = values;
  }
  return parsed;
}

describe('security headers', () => {
  let ctx: TestContext;
  let behindProxy: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'export {};');
    ctx = await createTestApp({ serveWebApp: true, config: { webDistDir: webDist } });
    behindProxy = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await ctx.close();
    await behindProxy.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('hashes exactly the inline scripts of a page', () => {
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([scriptHash(INLINE_SCRIPT)]);
    expect(scriptHash('x')).toBe("'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='");
  });

  it("sends a strict CSP with the page's inline script hash, and the other headers, on the SPA's HTML", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/user-portal' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", scriptHash(INLINE_SCRIPT)]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives each HTML answer a fresh style nonce, in the page's meta tag and in the CSP, and no store", async () => {
    const nonces: string[] = [];
    for (const url of ['/user-portal', '/user-portal', '/login', '/index.html']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-store');
      const meta = /<meta property="csp-nonce" nonce="([^"]+)" \/>/.exec(page.body);
      const nonce = meta?.[1] ?? '';
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      const csp = directives(page.headers['content-security-policy'] as string);
      expect(csp['style-src-elem'], url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp['style-src'], url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp['style-src-attr'], url).toEqual(["'unsafe-inline'"]);
      expect(page.body, url).toContain(`<script>${INLINE_SCRIPT}</script>`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('keeps the long cache on hashed assets', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the same headers on API answers, refusals included', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/no-such-route']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('same-origin');
      expect(answer.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it('gives the API reference a CSP of its own that lets Swagger UI style itself', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = directives(docs.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends HSTS only when the answer goes out over https (a trusted proxy says so)', async () => {
    const overHttps = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const overHttp = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Without trusting the proxy, its header is only a claim.
    const untrusted = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
