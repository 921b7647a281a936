// Shared pieces of the benchmarks: build check, ports, starting the built server,
// accounts, results. Every bench prints its figures and writes bench/results/<name>.json.
import { spawn, spawnSync } from 'node:child_process';
import { solveChallenge } from 'altcha-lib/v1';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
/** The node flags of `npm start` (package.json): a small young generation keeps idle RSS low. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
export const resultsDir = path.join(root, 'bench/results');

/** Port range the benches use (BENCH_PORTS=8100-8199 by default). */
const [PORT_MIN, PORT_MAX] = (process.env.BENCH_PORTS ?? '8100-8199').split('-').map(Number);

/** @param {string} message */
export function log(message) {
  process.stdout.write(`${message}\n`);
}

export function ensureBuilt() {
  if (fs.existsSync(serverEntry) && fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  log('built tree missing: npm run build');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

/** @param {number} port @returns {Promise<boolean>} */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const handedOut = new Set();
export async function freePort() {
  const span = PORT_MAX - PORT_MIN + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = PORT_MIN + ((start + i) % span);
    if (handedOut.has(port)) continue;
    if (await portFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_MIN}-${PORT_MAX}`);
}

/** @param {string} [label] */
export function tempDataDir(label = 'bench') {
  return fs.mkdtempSync(path.join(os.tmpdir(), `liner-${label}-`));
}

/** @param {string} dir */
export function rmrf(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** @param {number} ms @returns {Promise<void>} */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @typedef {object} StartOptions
 * @property {string} url answers 200 once the process is ready
 * @property {Record<string, string>} [env] added to this process's environment
 * @property {number} [timeoutMs]
 * @property {string} [cwd]
 * @property {number} [pollMs]
 */

/**
 * @typedef {object} Started
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @property {number} ms spawn to first 200
 * @property {() => Promise<void>} stop SIGTERM to the process group (SIGKILL after 10 s)
 * @property {() => string} output the last 20,000 characters it printed
 */

/**
 * Starts a command in its own process group and resolves when `url` answers 200.
 * @param {string} command
 * @param {string[]} args
 * @param {StartOptions} options
 * @returns {Promise<Started>}
 */
export async function startAndWait(command, args, { env = {}, url, timeoutMs = 60_000, cwd = root, pollMs = 20 }) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      const pid = /** @type {number} */ (child.pid);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // gone
        }
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${command} exited with ${child.exitCode} before ${url} answered:\n${output.slice(-3000)}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${output.slice(-3000)}`);
    }
    await sleep(pollMs);
  }
  return { child, ms: performance.now() - started, stop, output: () => output };
}

/**
 * The built server (node apps/server/dist/main.js) on a free port with the given data folder.
 * @param {{ dataDir: string, port?: number, env?: Record<string, string>, readyPath?: string, timeoutMs?: number }} options
 */
export async function startServer({ dataDir, port, env = {}, readyPath = '/api/health', timeoutMs = 60_000 }) {
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startAndWait(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
    },
    url: `${baseUrl}${readyPath}`,
    timeoutMs,
  });
  return { ...server, baseUrl, port, dataDir };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** @param {number[]} values */
export function mean(values) {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** @param {number} value @param {number} [digits] */
export function round(value, digits = 1) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** @param {string} name @param {Record<string, unknown>} data */
export function writeResult(name, data) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const payload = {
    bench: name,
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadavg: os.loadavg().map((l) => round(l, 2)),
    ...data,
  };
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  log(`  -> ${path.relative(root, file)}`);
  return payload;
}

/** RSS of a process in MB, from /proc (Linux). @param {number} pid */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN);
  return kb / 1024;
}

// ------------------------------------------------------------------ API and accounts

/**
 * One JSON call; `body` answers the parsed JSON (the text when it is not JSON).
 * The shape of an answer is whatever that endpoint returns: callers read the fields they expect.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} urlPath
 * @param {unknown} [body]
 * @param {string} [token]
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function api(baseUrl, method, urlPath, body, token) {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  /** @type {unknown} */
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed };
}

/** @param {string} raw */
function decodeQuotedPrintable(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** @param {string} dataDir @param {string} email @param {number} [timeoutMs] */
async function waitForVerifyLink(dataDir, email, timeoutMs = 15_000) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    /** @type {string[]} */
    let names = [];
    try {
      names = fs
        .readdirSync(outbox)
        .filter((n) => n.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // no outbox yet
    }
    for (const name of names) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const match = text.match(/https?:\/\/[^\s"'<>]*\/register\/verify\/([^\s"'<>/?#]+)/);
      if (match) return decodeURIComponent(match[1]);
    }
    if (Date.now() > deadline) throw new Error(`no /register/verify/ mail for ${email} in ${outbox}`);
    await sleep(100);
  }
}

/**
 * Solves the sign-up form's proof-of-work captcha as the page's widget would.
 * @param {string} baseUrl @returns {Promise<string>}
 */
async function solvedCaptcha(baseUrl) {
  const { body } = await api(baseUrl, 'POST', '/api/auth/captcha', {});
  const solution = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber).promise;
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ ...body, number: solution.number, took: solution.took })).toString('base64');
}

/**
 * Registers, confirms (link from the outbox) and answers the credentials; `type` is artist or label.
 * @param {string} baseUrl @param {string} dataDir @param {string} tag @param {'artist' | 'label'} [type]
 */
export async function createConfirmedAccount(baseUrl, dataDir, tag, type = 'artist') {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toLowerCase();
  const account = {
    email: `${id}@bench.test`,
    username: id,
    password: 'Bench-Violet-Harbour-2026!',
    type,
    firstName: 'Bench',
    lastName: 'User',
  };
  const reg = await api(baseUrl, 'POST', '/api/auth/register', { ...account, captcha: await solvedCaptcha(baseUrl) });
  if (reg.status >= 300) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const token = await waitForVerifyLink(dataDir, account.email);
  const verified = await api(baseUrl, 'POST', '/api/auth/verify/email', { token });
  if (verified.status >= 300)
    throw new Error(`verify/email answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return account;
}

export const DEMO_EMAIL = 'demo@liner.local';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'liner-demo-2026';

/**
 * A session token: the demo account when seeded, otherwise a new confirmed account.
 * @param {string} baseUrl @param {string} dataDir
 * @returns {Promise<{ token: string, account: string }>}
 */
export async function sessionToken(baseUrl, dataDir) {
  const demo = await api(baseUrl, 'POST', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (demo.status === 200 && demo.body?.token) return { token: demo.body.token, account: DEMO_EMAIL };
  const account = await createConfirmedAccount(baseUrl, dataDir, 'me');
  const login = await api(baseUrl, 'POST', '/api/auth/login', { email: account.email, password: account.password });
  if (login.status !== 200 || !login.body?.token)
    throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  // A new account starts with the portal set-up to do: put it off so the portal opens.
  await api(baseUrl, 'POST', '/api/auth/init/completeLater', {}, login.body.token);
  return { token: login.body.token, account: account.email };
}

/** Runs a bench's main and turns an error into a plain message and exit code 1. @param {() => Promise<unknown>} main */
export function run(main) {
  main().then(
    () => process.exit(0),
    (/** @type {unknown} */ error) => {
      process.stderr.write(`FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}

// ------------------------------------------------------------------ PostgreSQL (optional)

/**
 * A new database for a bench on the PostgreSQL at BENCH_PG_ADMIN_URL, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped by the
 * returned drop().
 */
/** @param {string} [label] */
export async function createPgDatabase(label = 'bench') {
  const { default: pg } = await import('pg');
  const adminUrl =
    process.env.BENCH_PG_ADMIN_URL ||
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const unique = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const name = `liner_${label}_${unique}`.replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
