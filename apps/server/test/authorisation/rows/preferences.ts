import { MAX_ID } from '@liner/domain';
import { type MatrixRows, SCOPED_NO_EFFECT } from '../matrix-entry.js';

const LABEL_ONLY = { owner: 403, stranger: 403, unconfirmed: 403, operator: 403 };
const LABEL_ONLY_WHY = 'the label roster answers 403 to an artist account before any row is read';
/** Ids of other services (Spotify, YouTube, Apple): any signed-in person may look one up. */
const EXTERNAL = {
  ids: { id: { literal: 'external-artist-1' } },
  expect: { stranger: 0, unconfirmed: 0, operator: 0 },
  why: "another service's artist id or a search text is no row of Liner: every signed-in person may look it up",
};
const OWN_LIST_WHY = "collaborators are rows of the caller's own list: an id not on it answers 404 to everyone";

/** Artist and label preferences, the label roster, notifications and lookups of other services. */
export const PREFERENCE_ROWS: MatrixRows = {
  'POST /api/portal/notifications/read': {
    ids: { ids: 'notification' },
    expect: SCOPED_NO_EFFECT,
    why: "marking read is scoped to the caller's own notifications: another account's ids change nothing",
  },
  'GET /api/portal/preferences/label/:page': { ids: { page: { literal: 1 } }, expect: LABEL_ONLY, why: LABEL_ONLY_WHY },
  'GET /api/portal/preferences/label/artist/:id': {
    ids: { id: { literal: 1 } },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'POST /api/portal/preferences/label/submit': {
    ids: { id: { literal: 1 } },
    body: { artistName: 'Signed Artist' },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'POST /api/portal/preferences/label/artist/remove': {
    ids: { id: { literal: 1 } },
    expect: LABEL_ONLY,
    why: LABEL_ONLY_WHY,
  },
  'POST /api/distribution/user/artist/collaborator/update': {
    ids: { id: { literal: MAX_ID } },
    body: { name: 'Someone', type: 'writer' },
    expect: { owner: 404 },
    why: OWN_LIST_WHY,
  },
  'POST /api/distribution/user/artist/collaborator/remove': {
    ids: { id: { literal: MAX_ID } },
    expect: { owner: 404 },
    why: OWN_LIST_WHY,
  },
  'GET /api/portal/preferences/get-spotify-artist/:id': EXTERNAL,
  'GET /api/portal/preferences/get-yt-channel/:id': EXTERNAL,
  'GET /api/portal/preferences/get-apple-artist/:id': EXTERNAL,
  'GET /api/portal/preferences/search-spotify/:q': { ...EXTERNAL, ids: { q: { literal: 'artist' } } },
  'GET /api/portal/preferences/search-yt-channel/:q': { ...EXTERNAL, ids: { q: { literal: 'artist' } } },
  'GET /api/portal/preferences/search-apple/:q': { ...EXTERNAL, ids: { q: { literal: 'artist' } } },
};
