import { eq } from 'drizzle-orm';
import {
  allowedDmcaDecisions,
  releaseStatusBadge,
  SUPPORT_CLAIM_MESSAGES,
  type SupportClaimDetail,
  type SupportClaimRelease,
  supportClaimLines,
} from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import type { DbExecutor } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import { findReleaseOrNull, releaseIsLive } from '../../releases/index.js';
import { type SupportClaimRow, supportClaims } from '../tables.js';

/** The claim a ticket came from; 404 for a ticket no claim form opened. */
export async function requireClaimOfTicket(db: DbExecutor, ticketId: number): Promise<SupportClaimRow> {
  const [claim] = await db.select().from(supportClaims).where(eq(supportClaims.ticketId, ticketId)).limit(1);
  if (!claim) throw new AppError('NOT_FOUND', { message: SUPPORT_CLAIM_MESSAGES.notAClaim });
  return claim;
}

async function presentMatchedRelease(deps: AppDeps, claim: SupportClaimRow): Promise<SupportClaimRelease | null> {
  if (claim.matchedReleaseId === null || claim.matchedBy === null) return null;
  const release = await findReleaseOrNull(deps.db, claim.matchedReleaseId);
  if (!release) return null;
  return {
    id: release.id,
    title: release.title,
    upc: release.gtin,
    status: release.status,
    status_label: releaseStatusBadge(release.status, releaseIsLive(release, deps.clock.now())).label,
    owner_id: release.userId,
    matched_by: claim.matchedBy,
  };
}

/** A claim as the operator's inbox shows it beside its ticket. */
export async function presentClaim(deps: AppDeps, claim: SupportClaimRow): Promise<SupportClaimDetail> {
  const matched = await presentMatchedRelease(deps, claim);
  return {
    reference: claim.reference,
    kind: claim.kind,
    created_at: claim.createdAt.toISOString(),
    verified_at: claim.verifiedAt?.toISOString() ?? null,
    account_id: claim.accountId,
    lines: supportClaimLines(claim.details),
    matched_release: matched,
    disputed_account_id: claim.disputedAccountId,
    state: claim.state,
    allowed_decisions: claim.state === null ? [] : allowedDmcaDecisions(claim.state, matched !== null),
  };
}

/** GET admin/support/claims?ticket_id= */
export async function readClaimOfTicket(deps: AppDeps, ticketId: number): Promise<SupportClaimDetail> {
  return presentClaim(deps, await requireClaimOfTicket(deps.db, ticketId));
}
