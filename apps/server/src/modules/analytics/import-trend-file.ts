/**
 * Imports one platform's trend file (docs/analytics-trend-layouts.md): rows are read as a stream
 * in the platform's layout, matched to the catalog by ISRC (then UPC), summed per fact and
 * written with their rollups in ONE transaction, so an import counts whole or not at all; its
 * analytics_imports row then records what was read. A row that cannot be read or matched is a bad
 * row with its line (the first 100 kept); a file that cannot be read as the layout fails the import.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChunkSource } from '@liner/ddex/dsr';
import {
  readTrendBatches,
  type TrendBatch,
  TrendFileError,
  type TrendLayout,
  type TrendProblem,
  trendLayoutOf,
} from '@liner/ddex/trends';
import { ANALYTICS_IMPORT_MESSAGES, type AnalyticsImportDetail } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError, userFacingFailure } from '../../platform/errors.js';
import { yieldToEventLoop } from '../../platform/event-loop.js';
import { analyticsImports } from './tables.js';
import { NO_TARGET, notInCatalogMessage, TrendCatalogMatcher } from './trend-catalog-matcher.js';
import { requestStatementStreamsSettle } from './statement-streams-worker.js';
import { TrendFactCopy } from './trend-fact-copy.js';
import { TrendFactSums } from './trend-fact-sums.js';
import { TrendRollups } from './trend-rollups.js';
import { TrendSlots } from './trend-slots.js';
import { WriteLane } from './write-lane.js';
import { trendImportDetail } from './trend-import-queries.js';
import { lockTrendImport } from './trend-import-lock.js';
import { TrendProgressRecorder } from './trend-import-progress.js';
import { type NewTrendImport, recordTrendImport } from './trend-import-record.js';

/** Bad rows kept with their message; the count covers them all. */
export const KEPT_PROBLEMS = 100;

export interface TrendFileInput {
  source: NewTrendImport['source'];
  platform: string;
  fileName: string | null;
  /** A fresh stream of the file from its start, each call. */
  open: () => ChunkSource;
  /** The file's SHA-256 in hex; read from `open()` when not given. */
  sha256?: string;
  uploadedBy?: number | null;
}

/** The layout of a platform, or 422 on `platform`. */
export function trendLayoutFor(platform: string): TrendLayout {
  const layout = trendLayoutOf(platform);
  if (!layout) throw fieldError('platform', ANALYTICS_IMPORT_MESSAGES.choosePlatform);
  return layout;
}

export async function sha256Of(source: ChunkSource): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk);
  return hash.digest('hex');
}

/** Records and imports a trend file at once (the seed, small uploads, tests); 409 when the file was imported before. */
export async function importTrendFile(deps: AppDeps, input: TrendFileInput): Promise<AnalyticsImportDetail> {
  const layout = trendLayoutFor(input.platform);
  const id = await recordTrendImport(deps, {
    source: input.source,
    platform: layout.platform,
    layout: layout.name,
    fingerprint: input.sha256 ?? (await sha256Of(input.open())),
    fileName: input.fileName,
    uploadedBy: input.uploadedBy ?? null,
  });
  await runTrendImport(deps, id, layout, input.open);
  return trendImportDetail(deps, id);
}

interface Outcome {
  rowsRead: number;
  badRows: number;
  problems: TrendProblem[];
}

/** Reads the file, counts its rows and writes their facts and rollups in `tx`; answers the facts written. */
async function writeTrendFacts(
  tx: DbExecutor,
  importId: number,
  layout: TrendLayout,
  source: ChunkSource,
  outcome: Outcome,
  progress: TrendProgressRecorder,
): Promise<TrendFactCopy> {
  const lane = new WriteLane();
  const facts = new TrendFactCopy(tx, lane);
  const matcher = new TrendCatalogMatcher(tx);
  let sums: TrendFactSums | null = null;
  let rollups: TrendRollups | null = null;
  const bad = (problem: TrendProblem) => {
    outcome.badRows += 1;
    if (outcome.problems.length < KEPT_PROBLEMS) outcome.problems.push(problem);
  };
  let lastDay = -1;
  try {
    for await (const batch of readTrendBatches(source, layout)) {
      if (!rollups || !sums) {
        const slots = new TrendSlots(batch.dictionary);
        rollups = new TrendRollups(tx, lane, batch.dictionary, layout.platform, matcher.targets, slots);
        sums = new TrendFactSums(facts, rollups, matcher.targets, slots, layout.platform, importId);
      }
      await matcher.prepare(batch);
      lastDay = countBatch(batch, matcher, sums, bad, lastDay);
      outcome.rowsRead += batch.size;
      progress.set(outcome.rowsRead);
      if (sums.isFull) {
        await sums.drain();
        // The day being read may go on in the next batch; every other one is complete (a sorted file).
        await rollups.flush(lastDay);
      }
      await yieldToEventLoop();
    }
    await sums?.drain();
    await facts.send();
    await rollups?.flush(-1);
    await lane.settle();
  } finally {
    // A failure must not end the transaction while a write of it still runs.
    await lane.settle().catch(() => {});
  }
  return facts;
}

/** Counts the batch's rows for their targets, or as bad rows in their place; answers the day of its last good row. */
function countBatch(
  batch: TrendBatch,
  matcher: TrendCatalogMatcher,
  sums: TrendFactSums,
  bad: (problem: TrendProblem) => void,
  lastDay: number,
): number {
  let day = lastDay;
  for (let i = 0; i < batch.size; i += 1) {
    const problem = batch.problem[i] as number;
    if (problem !== -1) {
      bad(batch.problems[problem] as TrendProblem);
      continue;
    }
    const target = matcher.targetOf(batch.code[i] as number);
    if (target === NO_TARGET) {
      bad({
        line: batch.line[i] as number,
        message: notInCatalogMessage(batch.dictionary.codeOf(batch.code[i] as number)),
      });
      continue;
    }
    sums.add(batch, i, target);
    day = batch.day[i] as number;
  }
  return day;
}

/** Runs a recorded import: the facts in one transaction, then the row says done or failed. */
export async function runTrendImport(
  deps: AppDeps,
  importId: number,
  layout: TrendLayout,
  open: () => ChunkSource,
): Promise<void> {
  const lock = await lockTrendImport(deps, importId);
  // Another process runs it (a job retried while the first run still goes on): that run finishes it.
  if (!lock) return;
  try {
    await importUnderLock(deps, importId, layout, open);
  } finally {
    await lock.release();
  }
}

async function importUnderLock(
  deps: AppDeps,
  importId: number,
  layout: TrendLayout,
  open: () => ChunkSource,
): Promise<void> {
  await deps.db
    .update(analyticsImports)
    .set({ status: 'importing', error: null })
    .where(eq(analyticsImports.id, importId));
  const progress = new TrendProgressRecorder(deps, importId);
  const outcome: Outcome = { rowsRead: 0, badRows: 0, problems: [] };
  try {
    await deps.db.transaction(async (tx) => {
      const facts = await writeTrendFacts(tx, importId, layout, open(), outcome, progress);
      await tx
        .update(analyticsImports)
        .set({
          status: 'done',
          rowsRead: outcome.rowsRead,
          factsWritten: facts.written,
          badRows: outcome.badRows,
          problems: outcome.problems,
          firstDay: facts.firstDay,
          lastDay: facts.lastDay,
          finishedAt: deps.clock.now(),
        })
        .where(eq(analyticsImports.id, importId));
    });
    await requestStatementStreamsSettle(deps);
  } catch (error) {
    const reason =
      error instanceof TrendFileError
        ? `The file cannot be read as ${layout.name}: ${error.message}`
        : userFacingFailure(
            error,
            'The import failed; nothing of it was counted. Try again, or ask the administrator to read the server log.',
          );
    if (!(error instanceof TrendFileError)) deps.logger.error({ err: error, importId }, 'trend import failed');
    await deps.db
      .update(analyticsImports)
      .set({
        status: 'failed',
        error: reason,
        rowsRead: outcome.rowsRead,
        factsWritten: 0,
        badRows: outcome.badRows,
        problems: outcome.problems,
        finishedAt: deps.clock.now(),
      })
      .where(eq(analyticsImports.id, importId));
  } finally {
    await progress.done();
  }
}
