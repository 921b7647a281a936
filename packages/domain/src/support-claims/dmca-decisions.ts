import type { DmcaClaimState, DmcaDecision } from '../contracts/support-claims.js';
import type { OperatorSettableStatus } from '../contracts/support-operator.js';

/**
 * What an operator may do with a DMCA notice. An open notice is taken down (only when it names a
 * release of the catalog: there is nothing of ours to remove otherwise) or rejected. Once taken
 * down, the uploader may answer with a counter-notice (§512(g)); a rejected notice, or one that
 * got its counter-notice, takes no further decision here: the conversation goes on in the ticket.
 */
export function allowedDmcaDecisions(state: DmcaClaimState, hasMatchedRelease: boolean): DmcaDecision[] {
  switch (state) {
    case 'open':
      return hasMatchedRelease ? ['take-down', 'reject'] : ['reject'];
    case 'taken-down':
      return ['counter-notice'];
    default:
      return [];
  }
}

export const DMCA_STATE_AFTER: Record<DmcaDecision, DmcaClaimState> = {
  'take-down': 'taken-down',
  'counter-notice': 'counter-notice',
  reject: 'rejected',
};

/**
 * The ticket's state after a decision: a takedown or a rejection answers the notice (solved); a
 * counter-notice starts the 10 to 14 business days the complainant has to go to court (on hold).
 */
export const DMCA_TICKET_STATUS_AFTER: Record<DmcaDecision, OperatorSettableStatus> = {
  'take-down': 'solved',
  'counter-notice': 'on-hold',
  reject: 'solved',
};

export const DMCA_DECISION_LABELS: Record<DmcaDecision, string> = {
  'take-down': 'Take the release down',
  'counter-notice': 'Counter-notice received',
  reject: 'Reject the notice',
};

/** What the operator reads once a decision is recorded. */
export const DMCA_DECIDED_MESSAGES: Record<DmcaDecision, string> = {
  'take-down': 'The release is being taken down and the notice is solved',
  'counter-notice': 'Counter-notice recorded: the ticket is on hold',
  reject: 'The notice is rejected and solved',
};
