// Shared helpers of the end-to-end specs: browser, pages, outbox mail, TOTP codes,
// screenshots and the axe-core check. The runner (e2e/run.mjs) passes the server's
// base URL and data folder by environment.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { generate } from 'otplib';
import { expect } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2EEnv {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  /** Where the built-in SMS sender writes texts (apps/server platform/sms: DATA_DIR/sms-outbox). */
  smsOutboxDir: string;
  artifactsDir: string;
  /** The server's inbound SMTP receiver (replies to support mail), on 127.0.0.1. */
  smtpPort: number;
}

export function e2eEnv(): E2EEnv {
  const baseUrl = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!baseUrl || !dataDir) {
    throw new Error(
      'E2E_BASE_URL and E2E_DATA_DIR are not set: run the specs through `node e2e/run.mjs` (after `npm run build`).',
    );
  }
  const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? path.join(root, 'e2e/artifacts');
  fs.mkdirSync(artifactsDir, { recursive: true });
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    smsOutboxDir: path.join(dataDir, 'sms-outbox'),
    artifactsDir,
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? 0),
  };
}

/**
 * Debian's Chromium, headless, with the flags this machine needs. Playwright's launch()
 * gives every browser a fresh temporary profile (user-data-dir), removed on close.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export interface NewPageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
}

export async function newPage(
  browser: Browser,
  options: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseUrl } = e2eEnv();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { liner?: { errors: string[] } }).liner = { errors };
  return { context, page };
}

/** Uncaught page errors seen so far (for messages when a step fails). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { liner?: { errors: string[] } }).liner?.errors ?? [];
}

// ---------------------------------------------------------------------------- mail

export interface OutboxMail {
  file: string;
  raw: string;
  /** Body decoded from quoted-printable (soft line breaks joined). */
  decoded: string;
  to: string | null;
  subject: string | null;
  mtimeMs: number;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = head.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

export function readOutbox(outboxDir = e2eEnv().outboxDir): OutboxMail[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(outboxDir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const file = path.join(outboxDir, name);
      const raw = fs.readFileSync(file, 'utf8');
      return {
        file,
        raw,
        decoded: decodeQuotedPrintable(raw),
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        mtimeMs: fs.statSync(file).mtimeMs,
      };
    })
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}

/** Waits for the newest mail (optionally to `to`, optionally newer than `sinceMs`). */
export async function waitForMail(
  options: { to?: string; sinceMs?: number; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mails = readOutbox().filter(
      (m) =>
        (!options.to || (m.to ?? '').toLowerCase().includes(options.to.toLowerCase())) &&
        (!options.sinceMs || m.mtimeMs >= options.sinceMs),
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail${options.to ? ` to ${options.to}` : ''} in ${e2eEnv().outboxDir} within ${options.timeoutMs ?? 15_000} ms`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** First link in the mail whose URL contains `pathPart` (e.g. "/register/verify/"). */
export function linkFromMail(mail: OutboxMail | string, pathPart: string): string | null {
  const text = typeof mail === 'string' ? decodeQuotedPrintable(mail) : mail.decoded;
  const escaped = pathPart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`));
  return match ? match[0].replace(/&amp;/g, '&') : null;
}

/** The path-and-query of a link, so it can be opened against the test server's origin. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

// ---------------------------------------------------------------------------- SMS

export interface OutboxSms {
  file: string;
  /** The number in E.164, as the server sent it (+14155550123). */
  to: string;
  body: string;
  mtimeMs: number;
}

/** Texts the server's built-in SMS sender wrote ("To: <number>", a blank line, the body), oldest first. */
export function readSmsOutbox(smsOutboxDir = e2eEnv().smsOutboxDir): OutboxSms[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(smsOutboxDir).filter((n) => n.endsWith('.txt'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const file = path.join(smsOutboxDir, name);
      const [head = '', ...rest] = fs.readFileSync(file, 'utf8').split('\n\n');
      return {
        file,
        to: head.replace(/^To:\s*/, '').trim(),
        body: rest.join('\n\n').trimEnd(),
        mtimeMs: fs.statSync(file).mtimeMs,
      };
    })
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}

/** Waits for the newest text (optionally to the E.164 number `to`, optionally newer than `sinceMs`). */
export async function waitForSms(
  options: { to?: string; sinceMs?: number; timeoutMs?: number } = {},
): Promise<OutboxSms> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = readSmsOutbox().filter(
      (t) => (!options.to || t.to === options.to) && (!options.sinceMs || t.mtimeMs >= options.sinceMs),
    );
    const newest = texts.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(
        `no SMS${options.to ? ` to ${options.to}` : ''} in ${e2eEnv().smsOutboxDir} within ${timeoutMs} ms`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first 6-digit code in a mail or a text. */
export function sixDigitCode(text: string): string | null {
  return text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

// ---------------------------------------------------------------------------- TOTP

export async function totpCode(secret: string): Promise<string> {
  return generate({ secret: secret.replace(/\s+/g, '') });
}

/**
 * A code that differs from `previous` (servers may refuse a code used once already):
 * waits for the next 30 s step when needed. Also avoids the last 2 s of a step so the
 * code does not expire between typing and checking.
 */
export async function freshTotpCode(secret: string, previous?: string): Promise<string> {
  for (;;) {
    const secondsIntoStep = Math.floor(Date.now() / 1000) % 30;
    if (secondsIntoStep >= 28) {
      await new Promise((r) => setTimeout(r, (30 - secondsIntoStep) * 1000 + 200));
      continue;
    }
    const code = await totpCode(secret);
    if (code !== previous) return code;
    await new Promise((r) => setTimeout(r, (30 - secondsIntoStep) * 1000 + 200));
  }
}

// ---------------------------------------------------------------------------- artifacts

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  const file = path.join(e2eEnv().artifactsDir, `${name.replace(/[^a-z0-9_.-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Saves a screenshot named after a failed step; never throws. */
export async function screenshotOnFailure(page: Page | undefined, step: string): Promise<void> {
  if (!page) return;
  try {
    await screenshot(page, `failed-${step}`, true);
  } catch {
    // page closed
  }
}

// ---------------------------------------------------------------------------- axe

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

const axeSource = path.join(root, 'node_modules/axe-core/axe.min.js');

/** Runs axe-core in the page and returns the violations of the given impacts. */
export async function axeViolations(page: Page, impacts: string[] = ['serious', 'critical']): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol rather than an injected <script>, which the app's CSP refuses.
  if (!present) await page.evaluate(fs.readFileSync(axeSource, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `      ${JSON.stringify(n.target)} ${n.html}`).join('\n')}`,
    )
    .join('\n');
}

// ---------------------------------------------------------------------------- page state

/** Luminance (0..1) of the body's computed background colour; < 0.5 means dark. */
export async function bodyBackgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parse = (value: string): number[] | null => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const parts = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      if (parts.length >= 4 && parts[3] === 0) return null; // transparent
      return parts.slice(0, 3);
    };
    const candidates = [document.body, document.documentElement, document.getElementById('root')];
    for (const el of candidates) {
      if (!el) continue;
      const rgb = parse(getComputedStyle(el).backgroundColor);
      if (rgb) {
        const [r, g, b] = rgb.map((c) => c! / 255) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }
    }
    return 1; // nothing painted: the browser default (white)
  });
}

/** Dismisses the cookie-consent banner if it is showing. */
export async function acceptCookiesIfShown(page: Page): Promise<void> {
  // Only inside the banner: a page may have "Accept" buttons of its own (e.g. a royalty split).
  const button = page
    .getByRole('region', { name: /cookie/i })
    .getByRole('button', { name: /^(accept|accept all|ok|got it|i agree)/i })
    .first();
  if (await button.isVisible().catch(() => false)) await button.click().catch(() => undefined);
}

/** Closes the toasts on show (each slides out before the next is closed), so a screenshot shows the page under them. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Close' });
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries += 1) {
    await close.first().click();
    await page.waitForTimeout(400);
  }
}

/**
 * The page needs no sideways scrolling at `width`. Polled, since a toast or a dialog sliding in
 * from the side widens the document for a moment.
 */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(width);
}
