import { z } from 'zod';
import { text, idParam, idField, pageNumber, calendarDate } from './primitives.js';
import { paginated } from './common.js';
import { parseMicros } from '../money.js';
import { parseShare } from '../splits/shares.js';
import { checkSplitPayees } from '../splits/validate-split.js';

// Royalty splits, base api/portal/split. Shares cross the API as
// two-decimal percentage strings ("12.50"); money as decimal strings (decision 002).

const Day = calendarDate('Write the date as YYYY-MM-DD');
const Decimal = text().regex(/^-?\d+\.\d+$/);
const Email = text().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address'));

/** A percentage: "12.5", "12.50" or 12.5; its rules (0.01-100, two decimals) are parseShare's. */
export const SplitShareInput = z.union([text(), z.number()]).superRefine((value, ctx) => {
  const parsed = parseShare(value);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

export const SPLIT_PAYEE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type SplitPayeeStatus = (typeof SPLIT_PAYEE_STATUSES)[number];

const RecoupAmount = z
  .union([text(), z.number()])
  .transform((value) => String(value))
  .superRefine((value, ctx) => {
    let micros: bigint | null = null;
    try {
      micros = parseMicros(value);
    } catch {
      micros = null;
    }
    if (micros === null || micros <= 0n)
      ctx.addIssue({ code: 'custom', message: 'Enter the amount to recoup, e.g. 500.00' });
  });

export const SubmitSplitRequest = z
  .object({
    trackId: idField(),
    payees: z
      .array(z.object({ email: Email, share: SplitShareInput }))
      .min(1, 'Add at least one payee')
      .max(50),
    /** The first sale date the version applies to; today when left out. */
    effectiveFrom: Day.optional(),
    /** A flat amount repaid to one payee before the shares apply. */
    recoup: z.object({ email: Email, amount: RecoupAmount }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const errors = checkSplitPayees({ payees: value.payees, recoupEmail: value.recoup?.email });
    for (const [field, messages] of Object.entries(errors)) {
      // Per-share messages are already reported by SplitShareInput.
      if (/^payees\.\d+\.share$/.test(field)) continue;
      for (const message of messages)
        ctx.addIssue({
          code: 'custom',
          message,
          path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        });
    }
  });
export type SubmitSplitRequest = z.infer<typeof SubmitSplitRequest>;

/** split/submit/advance-split: the same submission where the recoup (advance) is required. */
export const SubmitAdvanceSplitRequest = SubmitSplitRequest.refine((value) => !!value.recoup, {
  message: 'An advance split needs the amount to recoup',
  path: ['recoup'],
});

export const ConfirmSplitRequest = z.object({ splitId: idField(), accept: z.boolean() });
export type ConfirmSplitRequest = z.infer<typeof ConfirmSplitRequest>;
export const ConfirmSplitResponse = z.object({
  message: text(),
  status: z.enum(['accepted', 'declined']),
  /** Held money settled by this answer: released to the payee, or returned to the owner. */
  settled: Decimal,
});
export type ConfirmSplitResponse = z.infer<typeof ConfirmSplitResponse>;

export const BulkAcceptSplitsRequest = z.object({ splitIds: z.array(idField()).min(1).max(100) });
export type BulkAcceptSplitsRequest = z.infer<typeof BulkAcceptSplitsRequest>;
export const BulkAcceptSplitsResponse = z.object({ accepted: z.array(z.number().int()) });
export type BulkAcceptSplitsResponse = z.infer<typeof BulkAcceptSplitsResponse>;

export const SplitIdParams = z.object({ id: idParam() });

export const IsValidUserRequest = z.object({ email: Email });
export const IsValidUserResponse = z.object({ isUser: z.boolean(), name: text().optional() });
export type IsValidUserResponse = z.infer<typeof IsValidUserResponse>;

export const SplitListQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: text().trim().max(200).optional(),
});
export type SplitListQuery = z.infer<typeof SplitListQuery>;

const SplitTrack = z.object({
  id: z.number().int(),
  title: text(),
  isrc: text().nullable(),
  artists: z.array(text()),
  version: text(),
});
const SplitRelease = z.object({ id: z.number().int(), title: text(), upc: text().nullable() });
const SplitPerson = z.object({
  id: z.number().int(),
  name: text(),
  avatar: text().nullable(),
  payoutEmail: text().nullable(),
});

/** The recoup condition: state 'recouping' until the amount is repaid, then 'recouped'. */
export const SplitCondition = z.object({
  type: z.literal('recoup'),
  state: z.enum(['recouping', 'recouped']),
  data: z.object({ email: text(), amount: Decimal, recouped: Decimal }),
});

export const SplitPayee = z.object({
  splitId: z.number().int(),
  email: text(),
  share: text(),
  name: text().nullable(),
  avatar: text().nullable(),
  isUser: z.boolean(),
  /** Not tracked by this server yet. */
  verifiedInvestor: z.boolean(),
  verifiedCharity: z.boolean(),
  status: z.enum(SPLIT_PAYEE_STATUSES),
  respondedAt: text().nullable(),
  /** Money held for this payee until they accept, six decimals. */
  held: Decimal,
  condition: z.object({ type: z.literal('recoup'), value: Decimal }).nullable(),
});
export type SplitPayee = z.infer<typeof SplitPayee>;

export const SplitSubmission = z.object({
  id: z.number().int(),
  createdAt: text(),
  active: z.boolean(),
  cover: text().nullable(),
  version: z.number().int(),
  effectiveFrom: Day,
  endedOn: Day.nullable(),
  track: SplitTrack,
  release: SplitRelease,
  owner: SplitPerson,
  condition: SplitCondition.nullable(),
  /** The owner is left out of the payees. */
  payees: z.array(SplitPayee),
});
export type SplitSubmission = z.infer<typeof SplitSubmission>;
export const SplitSubmissionPage = paginated(SplitSubmission);
export type SplitSubmissionPage = z.infer<typeof SplitSubmissionPage>;

export const SplitCollab = z.object({
  id: z.number().int(),
  /** My answer to the current version. */
  status: z.enum(SPLIT_PAYEE_STATUSES),
  share: text(),
  held: Decimal,
  startDate: Day,
  /** The removal date, when the owner ended the split. */
  endDate: Day.nullable(),
  cover: text().nullable(),
  track: SplitTrack,
  release: SplitRelease,
  owner: SplitPerson,
  condition: SplitCondition.nullable(),
  payees: z.array(SplitPayee),
});
export type SplitCollab = z.infer<typeof SplitCollab>;
export const SplitCollabPage = paginated(SplitCollab);
export type SplitCollabPage = z.infer<typeof SplitCollabPage>;

export const SplitReleaseTrack = z.object({
  id: z.number().int(),
  releaseId: z.number().int(),
  title: text(),
  releaseTitle: text(),
  upc: text().nullable(),
  isrc: text().nullable(),
  cover: text().nullable(),
  status: z.number().int(),
  hasSplit: z.boolean(),
  /** Set when the track's royalty split is active (status 1): the picker cannot choose it. */
  disabled: z.boolean(),
});
export type SplitReleaseTrack = z.infer<typeof SplitReleaseTrack>;
export const SplitReleaseTrackPage = paginated(SplitReleaseTrack);
export type SplitReleaseTrackPage = z.infer<typeof SplitReleaseTrackPage>;
