import type { MatrixRows } from '../matrix-entry.js';

/** The operator's Spotify for Artists queue: any account's request, operators only. */
export const PLATFORM_LINK_ROWS: MatrixRows = {
  'POST /api/admin/instant-access/spotify/:requestId/grant': { ids: { requestId: 'spotifyForArtistsRequest' } },
  'POST /api/admin/instant-access/spotify/:requestId/reject': {
    ids: { requestId: 'spotifyForArtistsRequest' },
    body: { note: 'The profile is not on this release' },
  },
};
