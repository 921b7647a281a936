import {
  BLOCKLIST_MESSAGES,
  BLOCKLIST_PROGRAMME,
  type BlocklistPayload,
  isoDay,
  needsArtistOrLabel,
  resolveDisplayName,
} from '@liner/domain';
import { fieldError } from '../../../platform/errors.js';
import { findUserById } from '../../auth/index.js';
import { allReleasesSubject, releaseSubject } from '../catalog-subject.js';
import type { ProgrammeDefinition } from '../definition.js';

/**
 * Blocklist: keeps one release, or all of them, out of a platform's UGC monetisation between two
 * days. A block may be asked ahead of a release, so no live release is needed; a period already
 * over blocks nothing and is refused.
 */
export const BLOCKLIST: ProgrammeDefinition<BlocklistPayload> = {
  ...BLOCKLIST_PROGRAMME,
  eligibility: [needsArtistOrLabel],
  async describe(deps, accountId, payload) {
    if (payload.end_date < isoDay(deps.clock.now())) throw fieldError('end_date', BLOCKLIST_MESSAGES.endPassed);
    if (payload.release_id !== null) return releaseSubject(deps, accountId, payload.release_id, null);
    const account = await findUserById(deps.db, accountId);
    return allReleasesSubject(account ? resolveDisplayName(account) : '');
  },
};
