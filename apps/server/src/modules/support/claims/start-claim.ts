import { randomBytes } from 'node:crypto';
import { and, isNull, lt } from 'drizzle-orm';
import {
  SUPPORT_CLAIM_LIMITS,
  SUPPORT_CLAIM_MESSAGES,
  type SupportClaimDetails,
  type SupportClaimStarted,
} from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { newNumericCode, sealCode } from '../../../platform/crypto.js';
import type { Actor } from '../../../platform/request-auth.js';
import { assertCaptchaSolved } from '../../auth/index.js';
import { reserveMail } from '../../outbound-mail/index.js';
import { claimCodeMessage } from './claim-mail.js';
import { matchCatalog } from './match-catalog.js';
import { type SupportClaimRow, supportClaims } from '../tables.js';

/** How long a claim whose code never came back is kept before it is deleted. */
const UNVERIFIED_KEPT_MS = 24 * 60 * 60 * 1000;

/** "CLM-" and 16 random base32 characters: a reference is a secret only its e-mail's reader and the form know. */
function newClaimReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  return `CLM-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export interface ClaimSender {
  /** Who sent the form, when signed in: the claim joins the account they act for. */
  actor: Actor | null;
  ip: string;
}

/**
 * POST support/init/{kind}: the robot check, then the code mail's limits (per client address and
 * per recipient), before anything is written. The whole form was validated by its contract; the
 * claim is stored pending with what of the catalog it names, and a 6-digit code is mailed to the
 * address typed (stored sealed, valid 30 minutes, 5 tries). The answer names the claim by its
 * reference only.
 */
export async function startSupportClaim(
  deps: AppDeps,
  claim: SupportClaimDetails,
  captcha: string,
  sender: ClaimSender,
): Promise<SupportClaimStarted> {
  const email = claim.fields.email;
  await assertCaptchaSolved(deps, captcha);
  await reserveMail(deps, 'support-claim-code', { ip: sender.ip }, [email]);
  const code = newNumericCode(6);
  const stored = await insertClaim(deps, claim, sender.actor?.accountId ?? null, sealCode(code));
  await deps.mailer.send(claimCodeMessage(email, claim.kind, code));
  return {
    message: SUPPORT_CLAIM_MESSAGES.codeSent.replace('{email}', email),
    reference: stored.reference,
    expires_at: stored.codeExpiresAt.toISOString(),
  };
}

/**
 * Stores a claim with what of the catalog it names, pending its code (`sealedCode`; null for a
 * claim whose address needs no proof, the demo seed's). Claims whose code never came back are
 * deleted a day later.
 */
export async function insertClaim(
  deps: AppDeps,
  claim: SupportClaimDetails,
  accountId: number | null,
  sealedCode: string | null,
): Promise<SupportClaimRow> {
  const match = await matchCatalog(deps, claim);
  const now = deps.clock.now();
  await deps.db
    .delete(supportClaims)
    .where(
      and(isNull(supportClaims.verifiedAt), lt(supportClaims.createdAt, new Date(now.getTime() - UNVERIFIED_KEPT_MS))),
    );
  const [row] = await deps.db
    .insert(supportClaims)
    .values({
      reference: newClaimReference(),
      kind: claim.kind,
      details: claim,
      contactName: claim.fields.name,
      contactEmail: claim.fields.email,
      accountId,
      codeHash: sealedCode,
      codeExpiresAt: new Date(now.getTime() + SUPPORT_CLAIM_LIMITS.codeMinutes * 60_000),
      ...match,
      state: claim.kind === 'dmca' ? 'open' : null,
      createdAt: now,
    })
    .returning();
  return row;
}
