import { GREENLIST_PROGRAMME, type GreenlistPayload, needsArtistOrLabel, needsLiveRelease } from '@liner/domain';
import { releaseSubject } from '../catalog-subject.js';
import type { ProgrammeDefinition } from '../definition.js';

/**
 * Greenlist: a channel spared from the account's content-ID claims. Claims exist only for releases
 * in the stores, so an account needs a live one to join; the entry names one of its releases (or
 * one track of it), and the list shows that track's ISRC.
 */
export const GREENLIST: ProgrammeDefinition<GreenlistPayload> = {
  ...GREENLIST_PROGRAMME,
  eligibility: [needsArtistOrLabel, needsLiveRelease],
  describe: (deps, accountId, payload) => releaseSubject(deps, accountId, payload.release_id, payload.track_id),
};
