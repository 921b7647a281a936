import { z } from 'zod';
import { paginated } from './common.js';
import { idField, idParam, lineText, multilineText, pageNumber, perPage, text } from './primitives.js';

/**
 * The programme engine's calls (docs/product/programmes.md): an account's submissions to one
 * programme, one submission with its history, submit and remove; the operator's queue across
 * programmes and its decisions. Each programme's own payload is in contracts/programmes-<key>.ts.
 */

/** The programmes built on the engine so far, as their calls and pages name them. */
export const PROGRAMME_KEYS = ['greenlist', 'blocklist'] as const;
export type ProgrammeKey = (typeof PROGRAMME_KEYS)[number];

export const PROGRAMME_LIMITS = { perPage: 10, maxPerPage: 50, reasonMax: 1000 } as const;

export const PROGRAMME_MESSAGES = {
  programme: `Choose a programme: ${PROGRAMME_KEYS.join(', ')}`,
  notFound: 'No such submission',
  reason: 'Say why the submission is rejected',
  reasonLength: `Keep the reason under ${PROGRAMME_LIMITS.reasonMax} characters`,
  submitted: 'Your submission was sent for review',
  removed: 'The submission was removed',
  decided: 'The decision was saved',
  release: 'Choose one of your releases',
  track: 'Choose a track of that release',
  notEligible: 'This account cannot join this programme yet',
} as const;

export const ProgrammeKeySchema = z.enum(PROGRAMME_KEYS, { error: PROGRAMME_MESSAGES.programme });

export const ProgrammeParams = z.object({ programme: ProgrammeKeySchema });
export const ProgrammeSubmissionParams = z.object({ programme: ProgrammeKeySchema, id: idParam() });

export const ProgrammeListQuery = z.object({
  /** One kind of the programme (a platform); all when missing. */
  kind: lineText().max(40).optional(),
  state: lineText().max(40).optional(),
  page: pageNumber(),
  per_page: perPage(PROGRAMME_LIMITS.maxPerPage, PROGRAMME_LIMITS.perPage),
});
export type ProgrammeListQuery = z.infer<typeof ProgrammeListQuery>;

/** What a submission is about, as it was when submitted: the list's title, artist and codes. */
export const ProgrammeSubject = z.object({
  title: text(),
  artist_name: text(),
  release_id: z.number().int().nullable(),
  release_title: text().nullable(),
  track_id: z.number().int().nullable(),
  isrc: text().nullable(),
  upc: text().nullable(),
});
export type ProgrammeSubject = z.infer<typeof ProgrammeSubject>;

export const ProgrammeSubmission = z.object({
  id: z.number().int(),
  programme: ProgrammeKeySchema,
  kind: text(),
  state: text(),
  /** The programme's own fields, as its payload schema validated them. */
  payload: z.record(z.string(), z.unknown()),
  subject: ProgrammeSubject,
  reason: text().nullable(),
  created_at: text(),
  updated_at: text(),
  decided_at: text().nullable(),
});
export type ProgrammeSubmission = z.infer<typeof ProgrammeSubmission>;

export const ProgrammeSubmissionPage = paginated(ProgrammeSubmission);
export type ProgrammeSubmissionPage = z.infer<typeof ProgrammeSubmissionPage>;

export const ProgrammeHistoryEntry = z.object({
  from_state: text().nullable(),
  to_state: text(),
  transition: text(),
  by: z.enum(['owner', 'operator']),
  actor_name: text(),
  reason: text().nullable(),
  at: text(),
});
export type ProgrammeHistoryEntry = z.infer<typeof ProgrammeHistoryEntry>;

export const ProgrammeSubmissionDetail = ProgrammeSubmission.extend({
  history: z.array(ProgrammeHistoryEntry),
  /** The moves the caller may make now (the buttons of the page). */
  actions: z.array(text()),
});
export type ProgrammeSubmissionDetail = z.infer<typeof ProgrammeSubmissionDetail>;

/** A generic submit: the programme's payload, checked by its own schema on the server. */
export const SubmitProgrammeRequest = z.object({ payload: z.record(z.string(), z.unknown()) });
export type SubmitProgrammeRequest = z.infer<typeof SubmitProgrammeRequest>;

export const RemoveProgrammeSubmissionRequest = z.object({ id: idField() });
export type RemoveProgrammeSubmissionRequest = z.infer<typeof RemoveProgrammeSubmissionRequest>;

export const ProgrammeSubmissionSaved = z.object({ message: text(), submission: ProgrammeSubmission });
export type ProgrammeSubmissionSaved = z.infer<typeof ProgrammeSubmissionSaved>;

/** A release the account may name in a submission, with its tracks. */
export const ProgrammeReleaseOption = z.object({
  id: z.number().int(),
  title: text(),
  artist_name: text(),
  upc: text().nullable(),
  is_live: z.boolean(),
  tracks: z.array(z.object({ id: z.number().int(), title: text(), isrc: text().nullable() })),
});
export type ProgrammeReleaseOption = z.infer<typeof ProgrammeReleaseOption>;

export const ProgrammeReleasePage = paginated(ProgrammeReleaseOption);
export type ProgrammeReleasePage = z.infer<typeof ProgrammeReleasePage>;

export const ProgrammeReleaseQuery = z.object({
  search: lineText().trim().max(200).optional(),
  page: pageNumber(),
  per_page: perPage(PROGRAMME_LIMITS.maxPerPage, 20),
});

/** Whether the account may submit, and if not why: the new-submission page says it before the form. */
export const ProgrammeEligibility = z.object({ eligible: z.boolean(), reasons: z.array(text()) });
export type ProgrammeEligibility = z.infer<typeof ProgrammeEligibility>;

// The operator's queue.

export const OperatorProgrammeQuery = z.object({
  programme: ProgrammeKeySchema.optional(),
  state: lineText().max(40).optional(),
  page: pageNumber(),
  per_page: perPage(PROGRAMME_LIMITS.maxPerPage, 20),
});
export type OperatorProgrammeQuery = z.infer<typeof OperatorProgrammeQuery>;

export const OperatorProgrammeSubmission = ProgrammeSubmission.extend({
  account: z.object({ id: z.number().int(), name: text(), email: text() }),
});
export type OperatorProgrammeSubmission = z.infer<typeof OperatorProgrammeSubmission>;

export const OperatorProgrammePage = paginated(OperatorProgrammeSubmission);
export type OperatorProgrammePage = z.infer<typeof OperatorProgrammePage>;

export const OperatorProgrammeDetail = OperatorProgrammeSubmission.extend({
  history: z.array(ProgrammeHistoryEntry),
  actions: z.array(text()),
});
export type OperatorProgrammeDetail = z.infer<typeof OperatorProgrammeDetail>;

export const OperatorSubmissionParams = z.object({ id: idParam() });

export const DecideProgrammeSubmissionRequest = z.object({
  /** The move: approve, reject, start-review (what the programme's machine lets an operator do). */
  transition: lineText().min(1).max(40),
  reason: multilineText().trim().max(PROGRAMME_LIMITS.reasonMax, PROGRAMME_MESSAGES.reasonLength).optional(),
});
export type DecideProgrammeSubmissionRequest = z.infer<typeof DecideProgrammeSubmissionRequest>;

export const OperatorProgrammeSaved = z.object({ message: text(), submission: OperatorProgrammeDetail });
export type OperatorProgrammeSaved = z.infer<typeof OperatorProgrammeSaved>;
