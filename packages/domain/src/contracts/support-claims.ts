import { z } from 'zod';
import { isValidGtin, canonicalGtin } from '../identifiers/gtin.js';
import { isValidIsrc, normalizeIsrc } from '../identifiers/isrc.js';
import { youtubeVideoId } from '../support-claims/youtube-video.js';
import { CaptchaSolution } from './captcha.js';
import { calendarDate, idField, idParam, lineText, multilineText, text } from './primitives.js';

/**
 * The DMCA notice, the YouTube-dispute and the account-dispute flows of support
 * (docs/product/support-claims.md): a public form (init) that e-mails a code, then the code
 * (verify) turns the claim into a support ticket of its kind. Operator shapes at the end.
 */

export const SUPPORT_CLAIM_KINDS = ['dmca', 'youtube-dispute', 'account-dispute'] as const;
export type SupportClaimKind = (typeof SUPPORT_CLAIM_KINDS)[number];

export const SUPPORT_CLAIM_LIMITS = {
  codeMinutes: 30,
  maxCodeAttempts: 5,
  nameMax: 100,
  lineMax: 200,
  urlMax: 2000,
  describeMin: 10,
  describeMax: 2000,
  explanationMin: 20,
  explanationMax: 5000,
  addressMax: 500,
  noteMax: 2000,
} as const;

/** The two statements 17 U.S.C. §512(c)(3)(A)(v) and (vi) require, as the complainant confirms them. */
export const DMCA_STATEMENTS = {
  goodFaith:
    'I have a good faith belief that use of the material in the manner complained of is not authorized by the copyright owner, its agent, or the law.',
  accurateUnderPenalty:
    'The information in this notice is accurate, and under penalty of perjury, I am the owner, or authorized to act on behalf of the owner, of an exclusive right that is allegedly infringed.',
} as const;

export const YOUTUBE_DISPUTE_REASONS = ['licence-held', 'original-work', 'public-domain', 'fair-use', 'other'] as const;
export const YOUTUBE_DISPUTE_REASON_LABELS: Record<(typeof YOUTUBE_DISPUTE_REASONS)[number], string> = {
  'licence-held': 'I hold a licence for the content',
  'original-work': 'It is my original work',
  'public-domain': 'The content is in the public domain',
  'fair-use': 'Fair use',
  other: 'Another reason',
};

export const DISPUTED_DECISIONS = [
  'suspension',
  'release-removal',
  'payout-hold',
  'royalty-withholding',
  'other',
] as const;
export const DISPUTED_DECISION_LABELS: Record<(typeof DISPUTED_DECISIONS)[number], string> = {
  suspension: 'Account suspension',
  'release-removal': 'Release removal',
  'payout-hold': 'Payout hold',
  'royalty-withholding': 'Royalty withholding',
  other: 'Another decision',
};

const L = SUPPORT_CLAIM_LIMITS;

export const SUPPORT_CLAIM_MESSAGES = {
  name: 'Enter your full legal name',
  email: 'Enter a valid e-mail address',
  address: `Enter your postal address (at most ${L.addressMax} characters)`,
  phone: 'Enter a phone number: digits, spaces and + ( ) - . only',
  copyrightedWork: `Describe the copyrighted work in ${L.describeMin} to ${L.describeMax.toLocaleString('en')} characters`,
  infringingMaterial: `Describe the infringing material in ${L.describeMin} to ${L.describeMax.toLocaleString('en')} characters`,
  infringingUrl: 'Enter a web address starting with http:// or https://',
  location: 'Say where the material is: a web address, a UPC or an ISRC',
  upc: 'Enter a valid UPC or EAN (12 or 13 digits)',
  isrc: 'Enter a valid ISRC, like US-RC1-76-07839',
  rightsOwner: `Keep the owner's name under ${L.nameMax} characters`,
  goodFaith: 'Confirm the good-faith statement',
  accurateUnderPenalty: 'Confirm the accuracy statement, under penalty of perjury',
  signature: 'Sign by typing your full legal name',
  signatureMismatch: 'The signature must be your full legal name exactly as you entered it above',
  videoUrl: 'Enter a YouTube video link: youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/…',
  claimId: `Keep the claim or asset ID under ${L.lineMax} characters`,
  reason: 'Choose why the claim is wrong',
  explanation: `Explain in ${L.explanationMin} to ${L.explanationMax.toLocaleString('en')} characters`,
  account: 'Enter the e-mail address or username of the account',
  decision: 'Choose the decision you dispute',
  decisionDate: 'Enter the date of the decision (yyyy-mm-dd)',
  decisionDateFuture: 'The date of the decision cannot be in the future',
  reference: 'Send the form again: this request was not found',
  code: 'Enter the 6-digit code from the e-mail',
  codeWrong: 'This code is not right. Check the e-mail and try again',
  codeExpired: 'This code has expired: send the form again for a new one',
  codeLocked: 'Too many wrong codes: send the form again for a new one',
  codeUsed: 'This code was already used: your request is already with us',
  codeSent: 'We sent a 6-digit code to {email}. Enter it to send your request.',
  verified: 'Your request was sent to our support team.',
  note: `Write a note of 1 to ${L.noteMax.toLocaleString('en')} characters`,
  decisionNotAllowed: 'This decision is not possible for this request now',
  notAClaim: 'This ticket came from no DMCA, YouTube or account-dispute form',
  noMatchedRelease: 'No release of the catalog was matched: take it down from the release review instead',
} as const;
const M = SUPPORT_CLAIM_MESSAGES;

/** The same person's name however it is spaced or capitalised: a signature is compared this way. */
export function sameLegalName(a: string, b: string): boolean {
  const clean = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
  return clean(a) !== '' && clean(a) === clean(b);
}

const personName = (message: string) => lineText({ error: message }).trim().min(1, message).max(L.nameMax, message);
const email = text({ error: M.email }).trim().toLowerCase().max(254, M.email).email(M.email);
const describe = (message: string) =>
  multilineText({ error: message }).trim().min(L.describeMin, message).max(L.describeMax, message);
const explanation = multilineText({ error: M.explanation })
  .trim()
  .min(L.explanationMin, M.explanation)
  .max(L.explanationMax, M.explanation);
const confirmed = (message: string) => z.boolean({ error: message }).refine((value) => value, message);
/** An optional field a form sends as '' when left empty; `check` applies only to what was typed. */
const optionalLine = (max: number, message: string, check: (value: string) => boolean = () => true) =>
  lineText({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => value === '' || check(value), message)
    .default('');

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const phone = lineText({ error: M.phone })
  .trim()
  .refine((value) => /^\+?[0-9 ()./-]{6,30}$/.test(value) && value.replace(/\D/g, '').length >= 6, M.phone);
const isrc = (optional: boolean) =>
  optional
    ? optionalLine(20, M.isrc, isValidIsrc).transform((value) => (value === '' ? '' : normalizeIsrc(value)))
    : lineText({ error: M.isrc }).trim().max(20, M.isrc).refine(isValidIsrc, M.isrc).transform(normalizeIsrc);

/** POST support/init/dmca: the elements of a notice 17 U.S.C. §512(c)(3) requires. */
export const DmcaClaimRequest = z
  .object({
    copyrighted_work: describe(M.copyrightedWork),
    infringing_material: describe(M.infringingMaterial),
    infringing_url: optionalLine(L.urlMax, M.infringingUrl, isWebAddress),
    upc: optionalLine(20, M.upc, isValidGtin).transform((value) => (value === '' ? '' : (canonicalGtin(value) ?? ''))),
    isrc: isrc(true),
    /** Who owns the right, when the complainant acts on their behalf; '' when it is the complainant. */
    rights_owner: optionalLine(L.nameMax, M.rightsOwner),
    name: personName(M.name),
    address: multilineText({ error: M.address }).trim().min(5, M.address).max(L.addressMax, M.address),
    phone,
    email,
    good_faith: confirmed(M.goodFaith),
    accurate_under_penalty: confirmed(M.accurateUnderPenalty),
    signature: personName(M.signature),
    captcha: CaptchaSolution,
  })
  .refine((value) => value.infringing_url !== '' || value.upc !== '' || value.isrc !== '', {
    path: ['infringing_url'],
    message: M.location,
    when: (payload) => noIssueAt(payload.issues, ['infringing_url', 'upc', 'isrc']),
  })
  .refine((value) => sameLegalName(value.signature, value.name), {
    path: ['signature'],
    message: M.signatureMismatch,
    when: (payload) => noIssueAt(payload.issues, ['signature', 'name']),
  });
export type DmcaClaimRequest = z.input<typeof DmcaClaimRequest>;

/**
 * A refinement across fields runs as soon as those fields are valid, so every message shows at
 * once; never when the body itself is not an object (an issue at the root: an array, a string).
 */
function noIssueAt(issues: readonly { path?: PropertyKey[] }[], fields: readonly string[]): boolean {
  return !issues.some((issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])));
}

/** POST support/init/youtube-dispute */
export const YoutubeDisputeRequest = z.object({
  video_url: text({ error: M.videoUrl })
    .trim()
    .max(L.urlMax, M.videoUrl)
    .refine((value) => youtubeVideoId(value) !== null, M.videoUrl),
  claim_id: optionalLine(L.lineMax, M.claimId),
  isrc: isrc(false),
  reason: z.enum(YOUTUBE_DISPUTE_REASONS, { error: M.reason }),
  explanation,
  name: personName(M.name),
  email,
  captcha: CaptchaSolution,
});
export type YoutubeDisputeRequest = z.input<typeof YoutubeDisputeRequest>;

/** POST support/init/account-dispute */
export const AccountDisputeRequest = z.object({
  account: lineText({ error: M.account }).trim().min(1, M.account).max(254, M.account),
  decision: z.enum(DISPUTED_DECISIONS, { error: M.decision }),
  decision_date: calendarDate(M.decisionDate, { empty: M.decisionDate }),
  explanation,
  name: personName(M.name),
  email,
  captcha: CaptchaSolution,
});
export type AccountDisputeRequest = z.input<typeof AccountDisputeRequest>;

/** What each form stores: its fields without the robot check (the YouTube video id read from its link). */
export type DmcaClaimDetails = Omit<z.output<typeof DmcaClaimRequest>, 'captcha'>;
export type YoutubeDisputeDetails = Omit<z.output<typeof YoutubeDisputeRequest>, 'captcha'> & { video_id: string };
export type AccountDisputeDetails = Omit<z.output<typeof AccountDisputeRequest>, 'captcha'>;
export type SupportClaimDetails =
  | { kind: 'dmca'; fields: DmcaClaimDetails }
  | { kind: 'youtube-dispute'; fields: YoutubeDisputeDetails }
  | { kind: 'account-dispute'; fields: AccountDisputeDetails };

/** What an init answers: the reference to verify with; nothing about any account. */
export const SupportClaimStarted = z.object({ message: text(), reference: text(), expires_at: text() });
export type SupportClaimStarted = z.infer<typeof SupportClaimStarted>;

/** POST support/verify/{kind} */
export const VerifySupportClaimRequest = z.object({
  reference: lineText({ error: M.reference }).trim().min(1, M.reference).max(64, M.reference),
  code: text({ error: M.code })
    .trim()
    .regex(/^\d{6}$/, M.code),
});
export type VerifySupportClaimRequest = z.input<typeof VerifySupportClaimRequest>;

export const SupportClaimVerified = z.object({
  message: text(),
  ticket_id: z.number().int(),
  /** The ticket's page when the claim was filed signed in; null for a guest, who follows it by e-mail. */
  ticket_path: text().nullable(),
});
export type SupportClaimVerified = z.infer<typeof SupportClaimVerified>;

// ---- Operator side (api/admin/support/claims) ----

/** Where a DMCA notice stands: the operator's decisions move it (dmca-decisions.ts). */
export const DMCA_CLAIM_STATES = ['open', 'taken-down', 'counter-notice', 'rejected'] as const;
export type DmcaClaimState = (typeof DMCA_CLAIM_STATES)[number];
export const DMCA_DECISIONS = ['take-down', 'counter-notice', 'reject'] as const;
export type DmcaDecision = (typeof DMCA_DECISIONS)[number];

export const SupportClaimLine = z.object({ label: text(), value: text() });
export type SupportClaimLine = z.infer<typeof SupportClaimLine>;

export const SupportClaimRelease = z.object({
  id: z.number().int(),
  title: text(),
  upc: text().nullable(),
  status: z.number().int(),
  status_label: text(),
  owner_id: z.number().int(),
  /** How the claim named it. */
  matched_by: z.enum(['upc', 'isrc']),
});
export type SupportClaimRelease = z.infer<typeof SupportClaimRelease>;

/** A ticket's claim as the inbox shows it. */
export const SupportClaimDetail = z.object({
  reference: text(),
  kind: z.enum(SUPPORT_CLAIM_KINDS),
  created_at: text(),
  verified_at: text().nullable(),
  /** The account signed in when the form was sent; null for a guest. */
  account_id: z.number().int().nullable(),
  lines: z.array(SupportClaimLine),
  /** The catalog release the claim names (DMCA by UPC or ISRC; a YouTube dispute by its ISRC). */
  matched_release: SupportClaimRelease.nullable(),
  /** An account dispute: the account its e-mail or username names, when there is one. */
  disputed_account_id: z.number().int().nullable(),
  state: z.enum(DMCA_CLAIM_STATES).nullable(),
  allowed_decisions: z.array(z.enum(DMCA_DECISIONS)),
});
export type SupportClaimDetail = z.infer<typeof SupportClaimDetail>;

/** GET admin/support/claims?ticket_id= */
export const SupportClaimQuery = z.object({ ticket_id: idParam() });

/** POST admin/support/claims/decide: a DMCA notice's next step, with the note the operators keep. */
export const DecideSupportClaimRequest = z.object({
  ticket_id: idField(),
  decision: z.enum(DMCA_DECISIONS, { error: M.decisionNotAllowed }),
  note: multilineText({ error: M.note }).trim().min(1, M.note).max(L.noteMax, M.note),
});
export type DecideSupportClaimRequest = z.input<typeof DecideSupportClaimRequest>;

export const SupportClaimDecided = z.object({ message: text(), claim: SupportClaimDetail });
export type SupportClaimDecided = z.infer<typeof SupportClaimDecided>;
