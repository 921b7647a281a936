import type { EligibilityRule, ProgrammeDescriptor, ProgrammeSubject } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import type { ProgrammeSubmissionRow } from './tables.js';

/**
 * A programme as the engine runs it: what both sides know (the descriptor: key, permission area,
 * states and moves, payload schema, fee) plus the server's own logic. A new programme writes one of
 * these and adds it to the registry; the engine gives it storage, calls, the review queue,
 * notifications, the audit trail and the fee.
 */
export interface ProgrammeDefinition<Payload = unknown> extends ProgrammeDescriptor<Payload> {
  /** Who may submit at all (account type, a live release, ...), read before the payload. */
  eligibility: readonly EligibilityRule[];
  /**
   * The checks that need the database (the release is the account's, the track is on it, a date
   * not past) and what the submission is about, kept with it. Throws a field error to refuse.
   */
  describe(deps: AppDeps, accountId: number, payload: Payload): Promise<ProgrammeSubject>;
  /**
   * What a move changes outside the engine's tables, run in the move's transaction after the
   * state is written (most programmes: nothing; the effect of a blocklist entry is read at
   * delivery time instead).
   */
  afterMove?(db: DbExecutor, submission: ProgrammeSubmissionRow, transition: string): Promise<void>;
}
