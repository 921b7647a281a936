import type { ProgrammeHistoryEntry, ProgrammeKey, ProgrammeSubmission } from '@liner/domain';
import type { ProgrammeSubmissionEventRow, ProgrammeSubmissionRow } from './tables.js';

export function presentSubmission(row: ProgrammeSubmissionRow): ProgrammeSubmission {
  return {
    id: row.id,
    programme: row.programme as ProgrammeKey,
    kind: row.kind,
    state: row.state,
    payload: row.payload,
    subject: row.subject,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentHistory(events: readonly ProgrammeSubmissionEventRow[]): ProgrammeHistoryEntry[] {
  return events.map((event) => ({
    from_state: event.fromState,
    to_state: event.toState,
    transition: event.transition,
    by: event.party,
    actor_name: event.actorName,
    reason: event.reason,
    at: event.at.toISOString(),
  }));
}
