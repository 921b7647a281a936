import { MAX_TOTAL_BASIS_POINTS, parseShare, SHARE_MESSAGES } from './shares.js';

export interface SplitPayeeInput {
  email: string;
  share: string | number;
}

export interface SplitCheckInput {
  payees: readonly SplitPayeeInput[];
  /** Known on the server only (the signed-in owner); the web form may leave it out. */
  ownerEmail?: string | null;
  recoupEmail?: string | null;
}

/** E-mails are compared and stored lowercased and trimmed (like the onboarding import rule). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The split rules (docs/product/splits.md), as field errors keyed like the request body
 * ("payees.1.share"): each share 0.01-100 with two decimals at most, the total at most 100,
 * the owner not a payee, every e-mail once, the recoup payee among the payees.
 */
export function checkSplitPayees(input: SplitCheckInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const owner = input.ownerEmail ? normalizeEmail(input.ownerEmail) : null;
  const seen = new Set<string>();
  let total = 0;
  input.payees.forEach((payee, index) => {
    const email = normalizeEmail(payee.email);
    if (owner && email === owner) add(`payees.${index}.email`, SHARE_MESSAGES.ownerIsPayee);
    if (seen.has(email)) add(`payees.${index}.email`, SHARE_MESSAGES.duplicateEmail);
    seen.add(email);
    const share = parseShare(payee.share);
    if (share.ok) total += share.basisPoints;
    else add(`payees.${index}.share`, share.message);
  });
  if (total > MAX_TOTAL_BASIS_POINTS) add('payees', SHARE_MESSAGES.totalTooLarge);
  if (input.recoupEmail && !seen.has(normalizeEmail(input.recoupEmail)))
    add('recoup.email', SHARE_MESSAGES.recoupPayeeMissing);
  return errors;
}
