import { z } from 'zod';
import { idField, idParam, text } from './primitives.js';
import { paginated, PageQuery } from './common.js';
import { ReleaseView, StatusBadgeSchema } from './releases.js';

/**
 * The operator's review queue and decisions, and what the artist sees of them (issue 3,
 * "Lifecycle"). Status numbers are RELEASE_STATUS; every change goes through the releases
 * area's set-release-status.
 */
const id = idField();

/** What waits for the operator: a first submission, an edit of a live release, or a takedown. */
export const REVIEW_KINDS = ['submission', 'edit', 'takedown'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const ReviewQueueQuery = PageQuery;

export const ReviewOwner = z.object({ id, name: text(), email: text(), type: text() });
export type ReviewOwner = z.infer<typeof ReviewOwner>;

export const ReviewProblemSummary = z.object({
  errors: z.number().int(),
  warnings: z.number().int(),
  /** The first few messages, errors first, for the queue row. */
  messages: z.array(text()),
});
export type ReviewProblemSummary = z.infer<typeof ReviewProblemSummary>;

export const ReviewQueueRow = z.object({
  id,
  kind: z.enum(REVIEW_KINDS),
  title: text(),
  type: text(),
  status: z.number().int(),
  badge: StatusBadgeSchema,
  upc: text().nullable(),
  release_date: text().nullable(),
  submitted_at: text().nullable(),
  artists: z.array(text()),
  tracks: z.number().int(),
  owner: ReviewOwner,
  problems: ReviewProblemSummary,
});
export type ReviewQueueRow = z.infer<typeof ReviewQueueRow>;
export const ReviewQueueResponse = paginated(ReviewQueueRow);

export const ReviewProblem = z.object({ path: text(), message: text() });

/** The full release as the operator reviews it. */
export const AdminReleaseView = z.object({
  release: ReleaseView,
  owner: ReviewOwner,
  problems: z.object({ errors: z.array(ReviewProblem), warnings: z.array(ReviewProblem) }),
});
export type AdminReleaseView = z.infer<typeof AdminReleaseView>;

/**
 * 'needs-docs': the operator needs documents (licences, proof of rights); 'rejected': the
 * release breaks a rule and must be reworked. Both send it back to the artist as Needs Docs (5)
 * with the note, the only status the artist can fix and publish again from.
 */
export const REJECT_REASONS = ['needs-docs', 'rejected'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const NOTE_REQUIRED = 'Write a note for the artist';
const note = text().trim().min(1, NOTE_REQUIRED).max(2000);

export const RejectReleaseRequest = z.object({ reason: z.enum(REJECT_REASONS), note });
export type RejectReleaseRequest = z.infer<typeof RejectReleaseRequest>;

/** An operator's "no" to an edit or a takedown: the release returns to where it was. */
export const DeclineRequest = z.object({ note });
export type DeclineRequest = z.infer<typeof DeclineRequest>;

export const ReleaseStatusResult = z.object({
  message: text(),
  release: z.object({ id, status: z.number().int(), badge: StatusBadgeSchema }),
});
export type ReleaseStatusResult = z.infer<typeof ReleaseStatusResult>;

/** The latest decision on the release, as the artist's release view shows it. */
export const ReleaseReviewView = z.object({
  status: z.number().int(),
  badge: StatusBadgeSchema,
  note: text().nullable(),
  decision: z
    .object({
      action: z.enum(['approved', ...REJECT_REASONS]),
      note: text().nullable(),
      decided_at: text(),
    })
    .nullable(),
});
export type ReleaseReviewView = z.infer<typeof ReleaseReviewView>;

export const TakedownRequest = z.object({
  reason: text().trim().min(1, 'Tell us why the release should be taken down').max(2000),
});
export type TakedownRequest = z.infer<typeof TakedownRequest>;

export const RELEASE_APPROVED = 'Release approved; its stores are queued for delivery';
export const RELEASE_SENT_BACK = 'Release sent back to the artist';
export const TAKEDOWN_REQUESTED = 'Takedown requested';
export const TAKEDOWN_CANCELLED = 'Takedown request cancelled';
export const TAKEDOWN_APPROVED = 'Takedown sent to the stores';
export const TAKEDOWN_DECLINED = 'Takedown request declined';
export const TAKEDOWN_RESTRICTED = 'This release cannot be taken down from the portal; contact support';

/**
 * An ISRC claim: a draft typed an ISRC that belongs to another account's approved recording.
 * The operator accepts it (the code moves to the claimant's track) or rejects it with a reason.
 */
export const ISRC_CLAIM_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const IsrcClaimRow = z.object({
  id,
  isrc: text(),
  status: z.enum(ISRC_CLAIM_STATUSES),
  createdAt: text(),
  claimant: ReviewOwner,
  release: z.object({ id, title: text() }),
  track: z.object({ id, title: text() }).nullable(),
  holder: ReviewOwner,
  holderRelease: z.object({ id, title: text(), status: z.number().int() }).nullable(),
  holderTrack: z.object({ id, title: text() }).nullable(),
});
export type IsrcClaimRow = z.infer<typeof IsrcClaimRow>;
export const IsrcClaimsResponse = z.object({ data: z.array(IsrcClaimRow) });
export type IsrcClaimsResponse = z.infer<typeof IsrcClaimsResponse>;
export const IsrcClaimIdParams = z.object({ claimId: idParam() });
export const RejectIsrcClaimRequest = z.object({
  reason: text().trim().min(1, 'Say why the claim is rejected').max(1000, 'Keep the reason under 1000 characters'),
});
export type RejectIsrcClaimRequest = z.infer<typeof RejectIsrcClaimRequest>;

export const ISRC_CLAIM_MESSAGES = {
  pending:
    "This ISRC belongs to another account's released recording; an operator is reviewing your claim, and the release can be sent once it is accepted",
  notPending: 'Only a pending ISRC claim can be accepted or rejected',
  trackGone: 'The track that claimed this ISRC no longer has it; reject the claim instead',
  notFound: 'No such ISRC claim',
  releaseHasClaims: 'This release has an ISRC claim waiting for review; decide the claim first',
} as const;
