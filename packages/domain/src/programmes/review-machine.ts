import type { ProgrammeStateMachine } from './state-machine.js';

/**
 * The review every rights programme without steps of its own goes through (greenlist, blocklist).
 * A submission waits as submitted until an operator takes it into review or decides; a rejection
 * says why. The account may remove its entry while it waits or once approved (the spec's "remove"
 * call), which is how an approved greenlist channel or blocklist entry ends. Rejected and removed
 * are final: the account submits again instead.
 */
export const REVIEW_STATES = ['submitted', 'in-review', 'approved', 'rejected', 'removed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_MACHINE: ProgrammeStateMachine<ReviewState> = {
  states: REVIEW_STATES,
  initial: 'submitted',
  transitions: [
    { name: 'start-review', from: ['submitted'], to: 'in-review', by: 'operator' },
    { name: 'approve', from: ['submitted', 'in-review'], to: 'approved', by: 'operator' },
    { name: 'reject', from: ['submitted', 'in-review'], to: 'rejected', by: 'operator', needsReason: true },
    { name: 'remove', from: ['submitted', 'in-review', 'approved'], to: 'removed', by: 'owner' },
  ],
  labels: {
    submitted: { label: 'Submitted', tone: 'info' },
    'in-review': { label: 'In review', tone: 'warning' },
    approved: { label: 'Approved', tone: 'success' },
    rejected: { label: 'Rejected', tone: 'error' },
    removed: { label: 'Removed', tone: 'default' },
  },
};
