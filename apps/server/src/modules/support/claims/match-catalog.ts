import type { SupportClaimDetails } from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { findUserByLogin } from '../../auth/index.js';
import { findReleasesByGtins, findTracksByIsrcs } from '../../releases/index.js';

export interface CatalogMatch {
  matchedReleaseId: number | null;
  matchedBy: 'upc' | 'isrc' | null;
  disputedAccountId: number | null;
}

const NO_MATCH: CatalogMatch = { matchedReleaseId: null, matchedBy: null, disputedAccountId: null };

async function releaseOfIsrc(deps: AppDeps, isrc: string): Promise<CatalogMatch> {
  const [track] = await findTracksByIsrcs(deps.db, [isrc]);
  return track ? { ...NO_MATCH, matchedReleaseId: track.releaseId, matchedBy: 'isrc' } : NO_MATCH;
}

/**
 * What of Liner a claim names, found through the releases and auth areas' public surfaces: the
 * release a DMCA notice's UPC (else ISRC) or a YouTube dispute's ISRC is on, and the account an
 * account dispute's e-mail or username is. Only releases an operator approved answer, so a draft
 * carrying the code proves nothing. Nothing of it goes back to the person who sent the form.
 */
export async function matchCatalog(deps: AppDeps, claim: SupportClaimDetails): Promise<CatalogMatch> {
  switch (claim.kind) {
    case 'dmca': {
      if (claim.fields.upc) {
        const [release] = await findReleasesByGtins(deps.db, [claim.fields.upc]);
        if (release) return { ...NO_MATCH, matchedReleaseId: release.releaseId, matchedBy: 'upc' };
      }
      return claim.fields.isrc ? releaseOfIsrc(deps, claim.fields.isrc) : NO_MATCH;
    }
    case 'youtube-dispute':
      return releaseOfIsrc(deps, claim.fields.isrc);
    case 'account-dispute': {
      const account = await findUserByLogin(deps, claim.fields.account);
      return { ...NO_MATCH, disputedAccountId: account?.id ?? null };
    }
  }
}
