#!/usr/bin/env node
// End-to-end runner: makes sure Chromium is there, starts the BUILT server on a free
// 127.0.0.1 port with a fresh data folder, waits for /api/health, runs the specs in
// e2e/specs/*.e2e.ts with vitest (e2e/vitest.config.ts), stops the server and exits
// with the tests' status.
//
//   npm run build && node e2e/run.mjs [extra vitest args]
//
// Env: E2E_SHARDS=N runs the spec files in N shards side by side, each on a server of its own;
//      E2E_KEEP_DATA=1 keeps the temp data folder; E2E_START_TIMEOUT_MS (60000) bounds the server start;
//      E2E_PORT forces a port, E2E_PORTS=8100-8199
//      is the range searched otherwise;
//      E2E_JSON=<file> also writes vitest's JSON report there (used by .ci/run).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemTools } from '../scripts/ensure-system-tools.mjs';
import { startOidcTestIssuer } from './support/oidc-test-issuer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

function log(message) {
  process.stdout.write(`[e2e] ${message}\n`);
}

function ensureChromium() {
  const { missing, command } = ensureSystemTools({ only: ['chromium'], log });
  if (missing.length === 0) return;
  fail(
    `Chromium is not installed at ${CHROMIUM}.\n` +
      "  The end-to-end tests drive Debian's Chromium. Install it with:\n" +
      `    ${command}\n` +
      '  (on other systems, install Chromium so that /usr/bin/chromium exists), then run `npm run test:e2e` again.',
  );
}

function fail(message) {
  process.stderr.write(`[e2e] ${message}\n`);
  process.exit(1);
}

/** Ports given to a shard's server that may not be listening yet: never handed out twice. */
const portsTaken = new Set();

/** A free 127.0.0.1 port in E2E_PORTS (default 8100-8199), or E2E_PORT when set. */
async function freePort() {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const [min, max] = (process.env.E2E_PORTS ?? '8100-8199').split('-').map(Number);
  const span = max - min + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = min + ((start + i) % span);
    if (portsTaken.has(port)) continue;
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) {
      portsTaken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${min}-${max} (set E2E_PORTS=from-to or E2E_PORT)`);
}

/** Any free 127.0.0.1 port, chosen by the system. */
function freeLocalPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within ${timeoutMs} ms`);
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The Google identities the test issuer knows: a new person for the Google sign-in journey. */
const E2E_GOOGLE_ACCOUNTS = [
  {
    sub: 'e2e-google-new-person',
    email: 'gia.rossi@gmail.e2e.test',
    email_verified: true,
    given_name: 'Gia',
    family_name: 'Rossi',
  },
];

/**
 * One server of its own (built server, fresh data folder, its own Google test issuer and inbound
 * SMTP port) for one shard of the specs. Answers what the specs need to reach it and a stop().
 */
async function startStack(shard, artifactsDir) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-'));
  const serverLog = path.join(artifactsDir, shard.count > 1 ? `server-${shard.index}.log` : 'server.log');
  const logStream = fs.createWriteStream(serverLog);

  // A local OpenID issuer stands in for Google (google-sign-in.e2e.ts); its accounts are added by the journey.
  const googleIssuer = await startOidcTestIssuer({
    redirectUri: `${baseUrl}/callback/google`,
    accounts: E2E_GOOGLE_ACCOUNTS,
  });
  log(`${shard.label}local OpenID test issuer at ${googleIssuer.issuer}`);

  // Replies to support mail are sent over real SMTP to the server's receiver (support-journey.e2e.ts).
  const smtpPort = await freeLocalPort();
  log(`${shard.label}starting the built server on ${baseUrl} (DATA_DIR=${dataDir}, inbound SMTP on ${smtpPort})`);
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      // Texts go to DATA_DIR/sms-outbox, where the specs read them (readSmsOutbox in e2e/support).
      SMS_PROVIDER: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      // A sender party id, so a store set live gets live messages (store-journey.e2e.ts); stores
      // start as test stores, so every other journey still sends test messages.
      LINER_DDEX_DPID: process.env.LINER_DDEX_DPID ?? 'PADPIDA2026112401L',
      LINER_DDEX_NAME: process.env.LINER_DDEX_NAME ?? 'Liner E2E Distribution',
      GOOGLE_CLIENT_ID: googleIssuer.clientId,
      GOOGLE_CLIENT_SECRET: googleIssuer.clientSecret,
      GOOGLE_ISSUER: googleIssuer.issuer,
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  return {
    baseUrl,
    dataDir,
    smtpPort,
    serverLog,
    child,
    async stop() {
      await stopServer(child);
      await googleIssuer.close();
      logStream.end();
      if (process.env.E2E_KEEP_DATA) log(`${shard.label}data kept in ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Copies a child's output to ours a line at a time, each line prefixed (so two shards stay readable). */
function prefixLines(stream, prefix, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${prefix}${rest}\n`);
  });
}

/** Runs the specs of one shard against its stack; answers vitest's exit status. */
async function runShard(shard, stack, artifactsDir) {
  await waitForHealth(stack.baseUrl, stack.child, Number(process.env.E2E_START_TIMEOUT_MS ?? 60_000));
  log(`${shard.label}server is up; running the specs`);
  const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
  const args = [vitestBin, 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)];
  if (shard.count > 1) args.push(`--shard=${shard.index}/${shard.count}`);
  if (shard.json) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${shard.json}`);
  const tests = spawn(process.execPath, args, {
    cwd: root,
    stdio: shard.count > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: stack.baseUrl,
      E2E_DATA_DIR: stack.dataDir,
      E2E_ARTIFACTS_DIR: artifactsDir,
      E2E_SMTP_PORT: String(stack.smtpPort),
    },
  });
  if (shard.count > 1) {
    prefixLines(tests.stdout, shard.label, process.stdout);
    prefixLines(tests.stderr, shard.label, process.stderr);
  }
  return new Promise((resolve) => tests.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** One JSON report from the shards' reports: the counts .ci/run reads, and every file's results. */
function mergeReports(files, target) {
  const merged = {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    numTotalTests: 0,
    testResults: [],
  };
  for (const file of files) {
    let report;
    try {
      report = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    for (const key of ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numTotalTests'])
      merged[key] += report[key] ?? 0;
    merged.testResults.push(...(report.testResults ?? []));
    fs.rmSync(file, { force: true });
  }
  merged.success = merged.numFailedTests === 0;
  fs.writeFileSync(target, JSON.stringify(merged));
}

async function main() {
  ensureChromium();
  const serverEntry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry)) fail(`${path.relative(root, serverEntry)} is missing: run \`npm run build\` first.`);
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    fail('apps/web/dist is missing: run `npm run build` first.');

  const artifactsDir = path.join(root, 'e2e/artifacts');
  fs.mkdirSync(artifactsDir, { recursive: true });
  // Screenshots of failures belong to one run: drop the previous run's.
  for (const name of fs.readdirSync(artifactsDir))
    if (name.startsWith('failed-')) fs.rmSync(path.join(artifactsDir, name), { force: true });

  // E2E_SHARDS=N splits the spec files over N servers run side by side, each with data of its own
  // (the journeys change the demo data, so two shards never share a server). A single spec file
  // named on the command line, or a fixed E2E_PORT, runs as one shard.
  const named = process.argv.slice(2).filter((arg) => arg.endsWith('.e2e.ts')).length;
  const wanted = process.env.E2E_PORT || named === 1 ? 1 : Number(process.env.E2E_SHARDS ?? 1) || 1;
  const count = Math.max(1, Math.min(wanted, 8));
  const shards = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    count,
    label: count > 1 ? `[${i + 1}/${count}] ` : '',
    json: process.env.E2E_JSON ? (count > 1 ? `${process.env.E2E_JSON}.${i + 1}` : process.env.E2E_JSON) : null,
  }));
  const stacks = [];
  for (const shard of shards) stacks.push(await startStack(shard, artifactsDir));

  let interrupted = false;
  const onSignal = async (signal) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping the servers`);
    await Promise.all(stacks.map((stack) => stack.stop()));
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const statuses = await Promise.all(
    shards.map(async (shard, i) => {
      try {
        return await runShard(shard, stacks[i], artifactsDir);
      } catch (error) {
        process.stderr.write(`[e2e] ${shard.label}${error instanceof Error ? error.message : String(error)}\n`);
        process.stderr.write(`[e2e] server log: ${stacks[i].serverLog}\n`);
        try {
          process.stderr.write(`${fs.readFileSync(stacks[i].serverLog, 'utf8').split('\n').slice(-30).join('\n')}\n`);
        } catch {
          // no log
        }
        return 1;
      }
    }),
  );
  await Promise.all(stacks.map((stack) => stack.stop()));
  if (process.env.E2E_JSON && count > 1)
    mergeReports(
      shards.map((shard) => shard.json),
      process.env.E2E_JSON,
    );
  const status = statuses.every((code) => code === 0) ? 0 : 1;
  log(status === 0 ? 'passed' : `failed (exit ${status}); screenshots and server logs in e2e/artifacts/`);
  process.exit(status);
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
