// Crash recovery of a statement import (issue 11, finding 11), for real: the built server on PGlite
// imports a large statement and is killed with SIGKILL half-way (its import process with it), along
// with a partial upload file left from an earlier crash. Then it starts again. Prints what the
// crash left (the statement's status and committed sale lines), how long after the restart the
// statement reads failed and the partial file is gone, what is left then, and whether the same
// file imports again; writes bench/results/import-crash-recovery.json.
// Usage: node bench/import-crash-recovery.mjs [--lines 300000] [--no-build]
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  api,
  DEMO_PASSWORD,
  ensureBuilt,
  log,
  rmrf,
  round,
  run,
  sleep,
  startServer,
  tempDataDir,
  writeResult,
} from './lib.mjs';

const argOf = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const LINES = Number(argOf('lines', '300000'));
const MESSAGE = 'The import was interrupted; import the file again';

/** @param {string} file @param {number} lines */
function writeCsv(file, lines) {
  const rows = ['Period,Store,Country,ISRC,UPC,Track,Artist,Units,Net Amount,Currency'];
  for (let i = 1; i <= lines; i += 1)
    rows.push(`2024-01,Spotify,US,QZCRASH${String(i % 997).padStart(5, '0')},,T,A,1,0.0100${i % 10}0,USD`);
  fs.writeFileSync(file, `${rows.join('\n')}\n`);
}

/** What the database holds for the statement (the server must be stopped: PGlite has one owner). @param {string} dataDir @param {number} id */
async function inspect(dataDir, id) {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const { rows } = await db.query(
      `SELECT s.status, s.failure_reason,
        (SELECT count(*)::int FROM sales_lines WHERE statement_id = s.id) AS lines,
        (SELECT count(*)::int FROM sales_rollups_pending) AS staged
       FROM statements s WHERE s.id = $1`,
      [id],
    );
    return /** @type {{ status: string, failure_reason: string | null, lines: number, staged: number }} */ (rows[0]);
  } finally {
    await db.close();
  }
}

/** @param {string} baseUrl @param {string} token @param {FormData} form */
async function upload(baseUrl, token, form) {
  const res = await fetch(`${baseUrl}/api/admin/statements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function main() {
  if (!process.argv.includes('--no-build')) ensureBuilt();
  const dataDir = tempDataDir('import-crash');
  const csv = path.join(dataDir, 'statement.csv');
  /** @type {Awaited<ReturnType<typeof startServer>> | null} */
  let server = null;
  try {
    writeCsv(csv, LINES);
    server = await startServer({ dataDir, timeoutMs: 180_000 });
    const login = await api(server.baseUrl, 'POST', '/api/auth/login', {
      email: 'admin@liner.local',
      password: DEMO_PASSWORD,
    });
    const admin = login.body.token;
    const mapping = await api(
      server.baseUrl,
      'POST',
      '/api/admin/statements/mappings',
      {
        name: 'Crash layout',
        columns: {
          salePeriod: 'Period',
          store: 'Store',
          territory: 'Country',
          isrc: 'ISRC',
          upc: 'UPC',
          title: 'Track',
          artist: 'Artist',
          units: 'Units',
          amount: 'Net Amount',
          currency: 'Currency',
        },
      },
      admin,
    );
    const form = new FormData();
    form.set('mappingId', String(mapping.body.id));
    form.set('file', await fs.openAsBlob(csv), 'statement.csv');
    const first = await upload(server.baseUrl, admin, form);
    const id = first.body.id;
    let linesRead = 0;
    while (linesRead < LINES / 4) {
      const res = await api(server.baseUrl, 'GET', `/api/admin/statements/${id}`, undefined, admin);
      if (res.body.status !== 'queued' && res.body.status !== 'importing')
        throw new Error(`finished before the kill: ${res.body.status}`);
      linesRead = res.body.linesRead;
      await sleep(50);
    }
    // The server and its import process, as a power cut would.
    process.kill(-(/** @type {number} */ (server.child.pid)), 'SIGKILL');
    await new Promise((resolve) => server?.child.once('exit', resolve));
    server = null;
    const left = await inspect(dataDir, id);
    log(`killed at ${linesRead} lines read: statement ${left.status}, ${left.lines} committed sale lines left`);
    const partial = path.join(dataDir, 'files', 'statements', 'cut-short.dat.part-99999-1700000000000');
    fs.writeFileSync(partial, 'half a file');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(partial, hourAgo, hourAgo);

    server = await startServer({ dataDir, timeoutMs: 120_000 });
    const restarted = performance.now();
    const again = await api(server.baseUrl, 'POST', '/api/auth/login', {
      email: 'admin@liner.local',
      password: DEMO_PASSWORD,
    });
    const token = again.body.token;
    let after = null;
    for (let waited = 0; waited < 60_000; waited += 50) {
      const res = await api(server.baseUrl, 'GET', `/api/admin/statements/${id}`, undefined, token);
      if (res.body.status === 'failed' && !fs.existsSync(partial)) {
        after = res.body;
        break;
      }
      await sleep(50);
    }
    const recoveredMs = performance.now() - restarted;
    await server.stop();
    server = null;
    const cleaned = await inspect(dataDir, id);
    server = await startServer({ dataDir, timeoutMs: 120_000 });
    const third = await api(server.baseUrl, 'POST', '/api/auth/login', {
      email: 'admin@liner.local',
      password: DEMO_PASSWORD,
    });
    const reupload = await upload(server.baseUrl, third.body.token, form);
    let final = reupload.body;
    while (final.status === 'queued' || final.status === 'importing') {
      await sleep(200);
      final = (await api(server.baseUrl, 'GET', `/api/admin/statements/${id}`, undefined, third.body.token)).body;
    }
    const result = {
      lines: LINES,
      killedAtLinesRead: linesRead,
      leftByCrash: { status: left.status, saleLines: left.lines },
      afterRestart: {
        msUntilFailedAndSwept: round(recoveredMs),
        status: after?.status ?? null,
        failureReason: after?.failureReason ?? null,
        saleLines: cleaned.lines,
        stagedRollups: cleaned.staged,
        partialFileLeft: fs.existsSync(partial),
      },
      reupload: { http: reupload.status, status: final.status, linesRead: final.linesRead },
    };
    const pass =
      result.afterRestart.status === 'failed' &&
      result.afterRestart.failureReason === MESSAGE &&
      cleaned.lines === 0 &&
      cleaned.staged === 0 &&
      !result.afterRestart.partialFileLeft &&
      final.status === 'imported' &&
      final.linesRead === LINES;
    log(
      `after the restart: ${after?.status} ("${after?.failureReason}") within ${result.afterRestart.msUntilFailedAndSwept} ms; ` +
        `${cleaned.lines} sale lines and ${cleaned.staged} staged rollups left; partial upload file ${result.afterRestart.partialFileLeft ? 'still there' : 'deleted'}`,
    );
    log(`the same file again: HTTP ${reupload.status}, then ${final.status} with ${final.linesRead} lines`);
    log(`crash recovery: ${pass ? 'PASS' : 'FAIL'}`);
    writeResult('import-crash-recovery', { ...result, pass });
    if (!pass) throw new Error('crash recovery did not hold');
  } finally {
    await server?.stop();
    rmrf(dataDir);
  }
}

run(main);
