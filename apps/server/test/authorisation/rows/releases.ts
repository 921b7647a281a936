import { testReleaseForm } from '../../release-factories.js';
import { LET_THROUGH, type MatrixEntry, type MatrixRows, RELEASE_ROW as release } from '../matrix-entry.js';

const NOT_DELIVERED_WHY = "a release's store states exist once it was delivered: before that, 404 to everyone";
const track = { ids: { id: 'track' } } satisfies MatrixEntry;

/** Releases, their files, edit requests, takedowns, quicklinks and per-release sales. */
export const RELEASE_ROWS: MatrixRows = {
  'GET /api/portal/release/:id': release,
  'GET /api/distribution/release/:id': release,
  'GET /api/portal/release/:id/history': release,
  'GET /api/portal/release/:id/audio-reuse': release,
  'GET /api/portal/release/:id/review': release,
  'GET /api/portal/release/:id/delivery-log': { ...release, expect: { owner: 404 }, why: NOT_DELIVERED_WHY },
  'GET /api/portal/release/:id/stores': { ...release, expect: { owner: 404 }, why: NOT_DELIVERED_WHY },
  'GET /api/portal/release/:id/edit-requests': release,
  'POST /api/portal/release/:id/edit-requests': { ids: { id: 'release' }, body: { section: 'title', value: 'New' } },
  'POST /api/portal/release/:id/edit-requests/tracks': {
    ids: { id: 'release', trackId: 'track' },
    body: { field: 'title', value: 'New' },
  },
  'DELETE /api/portal/release/:id/edit-requests/:section': { ids: { id: 'release', section: { literal: 'title' } } },
  'DELETE /api/portal/release/:id/edit-requests/tracks/:trackId/:field': {
    ids: { id: 'release', trackId: 'track', field: { literal: 'title' } },
  },
  'POST /api/portal/release/:id/edit-requests/submit': release,
  'POST /api/portal/release/:id/takedown': { ids: { id: 'release' }, body: { reason: 'Leaving the label' } },
  'POST /api/portal/release/:id/takedown/cancel': release,
  'POST /api/portal/release/save/release': {
    ids: { release_id: 'release', artworkFileId: 'artworkFile' },
    body: (ctx) => ({ ...testReleaseForm(ctx) }),
  },
  'POST /api/portal/release/save/tracks': {
    ids: { release_id: 'release', id: 'track', audioFileId: 'audioFile' },
    body: { tracks: [{ title: 'Song' }] },
  },
  'POST /api/portal/release/publish': { ids: { release_id: 'release' } },
  'POST /api/portal/release/validate/upc': { ids: { release_id: 'release' }, body: { upc: '036000291452' } },
  'POST /api/distribution/validate/isrc': { ids: { track_id: 'track' }, body: { isrc: 'USRC17607839' } },
  'GET /api/distribution/files/:id': { ids: { id: 'artworkFile' } },
  'GET /api/distribution/files/:id/preview': {
    ids: { id: 'artworkFile' },
    expect: { operator: LET_THROUGH, managerFull: LET_THROUGH, teamViewer: LET_THROUGH },
    why: "an operator previews the files a release uses, to review it; whoever may view the account's releases (a manager or team member switched into it) sees its files",
  },
  'POST /api/distribution/remove/file': {
    ids: { id: 'audioFile' },
    expect: { owner: 404, managerFull: LET_THROUGH },
    why: 'managerFull, acting for the owner with every access type, runs just before the owner and removes the file: the owner then finds it gone',
  },
  'GET /api/distribution/uploads/:id': { ids: { id: 'uploadSession' } },
  'PUT /api/distribution/uploads/:id': { ids: { id: 'uploadSession' }, query: 'offset=0', bytes: Buffer.alloc(10) },
  'POST /api/portal/quicklink/init/:id': release,
  'GET /api/portal/quicklink/get/:id': { ids: { id: 'quicklink' } },
  'GET /api/portal/quicklink/links/:id': { ids: { id: 'quicklink' } },
  'POST /api/portal/quicklink/edit-link': { ids: { id: 'quicklink' }, body: { link: 'fresh-link' } },
  'POST /api/portal/quicklink/edit/store-link': {
    ids: { id: 'quicklink' },
    body: { platform: 'spotify', url: 'https://open.spotify.com/album/1' },
  },
  'POST /api/portal/quicklink/remove/store-link': {
    ids: { id: 'quicklink' },
    body: { platform: 'spotify' },
    expect: { owner: 404, managerFull: LET_THROUGH },
    why: 'managerFull, acting for the owner with every access type, runs just before the owner and removes the store from the link: the owner then finds it gone',
  },
  'POST /api/portal/quicklink/order/store-link': { ids: { id: 'quicklink' }, body: { order: ['spotify'] } },
  'GET /api/portal/sales/releases/overview/:id': release,
  'GET /api/portal/sales/releases/channels/:id': release,
  'GET /api/portal/sales/releases/territories/:id': release,
  'GET /api/portal/sales/tracks/overview/:id': track,
  'GET /api/portal/sales/tracks/channels/:id': track,
  'GET /api/portal/sales/tracks/territories/:id': track,
};
