/**
 * The unmatched queue: lines no track (ISRC) or release (UPC) claimed. Their money waits in the
 * 'unmatched-revenue' account; resolving assigns the lines to a track or release of an approved
 * release, adds them to the owner's sales figures, moves the money to the owner (after splits)
 * and learns an alias per line (match-aliases.ts), in one transaction.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  earnsFromStatements,
  formatSalesAmount,
  STATEMENT_MATCH_MESSAGES,
  type ResolveUnmatchedRequest,
  type ResolveUnmatchedResponse,
  type UnmatchedPage,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findMatchTarget } from '../releases/index.js';
import { SalesRollupRecorder } from '../sales/index.js';
import { upsertRollups } from '../sales/index.js';
import type { CatalogMatch } from './catalog-matcher.js';
import { EarningsCollector } from './earnings-collector.js';
import { learnAliases } from './match-aliases.js';
import { allocateEarnings, postUserEarnings, resolutionKey } from './post-statement-earnings.js';
import { announceStatementSettled } from './statement-events.js';
import { salesLines, statements } from './tables.js';
import { bookingFor } from './accounting-periods.js';
import { pageOf } from '../../platform/page-of.js';

export async function listUnmatched(
  deps: AppDeps,
  statementId: number,
  page: { page: number; per_page: number },
): Promise<UnmatchedPage> {
  const [statement] = await deps.db
    .select({ id: statements.id, status: statements.status })
    .from(statements)
    .where(eq(statements.id, statementId));
  if (!statement) throw new AppError('NOT_FOUND', { message: 'No such statement' });
  // The lines of an import still running (or failed) count for nobody yet.
  if (statement.status !== 'imported')
    return { data: [], current_page: page.page, last_page: 1, total: 0, per_page: page.per_page };
  const where = and(eq(salesLines.statementId, statementId), isNull(salesLines.ownerUserId));
  const [{ total }] = await deps.db.select({ total: count() }).from(salesLines).where(where);
  const rows = await deps.db
    .select()
    .from(salesLines)
    .where(where)
    .orderBy(asc(salesLines.lineNumber))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      line: r.lineNumber,
      store: r.store,
      territory: r.territory,
      isrc: r.isrc,
      upc: r.upc,
      title: r.title,
      artist: r.artist,
      units: r.units.toString(),
      amount: formatSalesAmount(r.amountMicros),
      convertedAmount: formatSalesAmount(r.convertedMicros),
    })),
    total,
    page,
  );
}

/** The chosen track or release, which must earn (EARNING_RELEASE_STATUSES) like an automatic match. */
async function targetOf(deps: AppDeps, input: ResolveUnmatchedRequest): Promise<CatalogMatch> {
  const field = input.trackId ? 'trackId' : 'releaseId';
  const found = await findMatchTarget(deps.db, input);
  if (!found) throw fieldError(field, input.trackId ? 'No such track' : 'No such release');
  if (!earnsFromStatements(found.status)) throw fieldError(field, STATEMENT_MATCH_MESSAGES.notEarning);
  return {
    trackId: found.trackId,
    releaseId: found.releaseId,
    ownerUserId: found.ownerUserId,
    matchedBy: 'manual',
  };
}

export async function resolveUnmatched(
  deps: AppDeps,
  actorUserId: number,
  input: ResolveUnmatchedRequest,
): Promise<ResolveUnmatchedResponse> {
  const target = await targetOf(deps, input);
  const settled: number[] = [];
  const resolved = await deps.db.transaction(async (tx) => {
    // Lock the lines: two operators resolving the same lines at once must not post twice.
    const lines = await tx
      .select()
      .from(salesLines)
      .where(
        and(
          inArray(salesLines.id, input.lineIds),
          isNull(salesLines.ownerUserId),
          inArray(
            salesLines.statementId,
            tx.select({ id: statements.id }).from(statements).where(eq(statements.status, 'imported')),
          ),
        ),
      )
      .for('update');
    if (lines.length !== new Set(input.lineIds).size) {
      throw fieldError('lineIds', 'Some of these lines do not exist or are matched already');
    }
    const now = deps.clock.now();
    await tx
      .update(salesLines)
      .set({
        trackId: target.trackId,
        releaseId: target.releaseId,
        ownerUserId: target.ownerUserId,
        matchedBy: 'manual',
        resolvedAt: now,
      })
      .where(
        inArray(
          salesLines.id,
          lines.map((l) => l.id),
        ),
      );

    const rollups = new SalesRollupRecorder(upsertRollups(tx));
    const byStatement = new Map<number, typeof lines>();
    for (const line of lines) {
      rollups.add({
        userId: target.ownerUserId,
        saleDate: line.salePeriodStart,
        releaseId: target.releaseId,
        trackId: target.trackId,
        store: line.store,
        territory: line.territory,
        artist: line.artist,
        units: line.units,
        amountMicros: line.convertedMicros,
        isStream: line.useType === 'stream',
      });
      byStatement.set(line.statementId, [...(byStatement.get(line.statementId) ?? []), line]);
    }
    await rollups.flush();

    let moved = 0n;
    for (const [statementId, group] of byStatement) {
      const earnings = new EarningsCollector();
      for (const line of group) {
        earnings.add(target, line.salePeriodStart, line.convertedMicros);
        moved += line.convertedMicros;
      }
      const saleDate = group.map((l) => l.salePeriodStart).sort()[0] ?? null;
      // Booked with its statement's period while that is open, else in the next open one.
      const [{ booked }] = await tx
        .select({ booked: statements.bookedPeriod })
        .from(statements)
        .where(eq(statements.id, statementId));
      const booking = await bookingFor(tx, booked ?? now.toISOString().slice(0, 7), now);
      await postUserEarnings(tx, await allocateEarnings(tx, earnings, `statement:${statementId}`), {
        keyPrefix: resolutionKey(
          statementId,
          group.map((l) => l.id),
        ),
        source: { system: 'unmatched-revenue' },
        occurredAt: booking.at,
        saleDate,
        accountingDate: booking.at.toISOString().slice(0, 10),
        reference: `Statement #${statementId}: ${group.length} unmatched line(s) assigned`,
        currency: deps.config.money.currency,
      });
      await tx
        .update(statements)
        .set({
          matchedLines: sql`${statements.matchedLines} + ${group.length}`,
          unmatchedLines: sql`${statements.unmatchedLines} - ${group.length}`,
        })
        .where(eq(statements.id, statementId));
    }
    // Next month's identical line matches by itself (unless the operator removes the alias).
    const learned = await learnAliases(tx, { lines, target, actorUserId, now });
    settled.push(...byStatement.keys());
    return { resolved: lines.length, amount: formatSalesAmount(moved), learned };
  });
  await announceStatementSettled(deps, settled);
  return resolved;
}
