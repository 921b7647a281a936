import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AudioReuseResponse,
  IdentifierSettings,
  InitReleaseRequest,
  InitReleaseResponse,
  PublishReleaseResponse,
  RELEASE_PUBLISHED,
  RELEASE_SAVED,
  ReleaseHistoryResponse,
  ReleaseIdParams,
  ReleaseIdRequest,
  ReleaseListQuery,
  ReleaseListResponse,
  ReleaseView,
  SaveReleaseRequest,
  SaveReleaseResponse,
  SaveTracksRequest,
  SaveTracksResponse,
  TRACKS_SAVED,
  TrackManagerQuery,
  TrackManagerResponse,
  ValidateIsrcRequest,
  ValidateUpcRequest,
  ValidIdentifierResponse,
} from '@liner/domain';
import { accountOf } from '../../platform/request-auth.js';
import { readIdentifierSettings, updateIdentifierSettings } from './identifier-settings.js';
import { withClaimedIsrcs } from './isrc-claims.js';
import { findAudioReuse } from './find-audio-reuse.js';
import { initRelease } from './init-release.js';
import { listReleases } from './list-releases.js';
import { listTracks } from './list-tracks.js';
import { findOwnRelease, loadReleaseParts } from './load-release.js';
import { presentRelease } from './present-release.js';
import { publishRelease } from './publish-release.js';
import { listReleaseHistory } from './release-history.js';
import { saveRelease } from './save-release.js';
import { saveTracks } from './save-tracks.js';
import { validateIsrc, validateUpc } from './validate-identifiers.js';

/** Release wizard and catalog (docs/product/releases.md). Base api/portal/release; lists and checks under their API paths. */
export async function registerReleaseRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/release';
  // What each route asks of the actor (packages/domain/src/permissions); queries scope by the account acted for.
  const view = { access: 'release.view' } as const;
  const edit = { access: 'release.edit' } as const;
  const tags = ['releases'];
  const security = [{ bearer: [] }];

  app.post(
    `${base}/init-release`,
    {
      // Starting and publishing a release need a subscription when the operator requires one.
      config: { access: 'release.create', needsSubscription: true },
      schema: { tags, security, body: InitReleaseRequest, response: { 200: InitReleaseResponse } },
    },
    async (req) => initRelease(app.deps, accountOf(req), req.body),
  );

  app.post(
    `${base}/save/release`,
    { config: edit, schema: { tags, security, body: SaveReleaseRequest, response: { 200: SaveReleaseResponse } } },
    async (req) => ({ message: RELEASE_SAVED, ...(await saveRelease(app.deps, accountOf(req), req.body)) }),
  );

  app.post(
    `${base}/save/tracks`,
    { config: edit, schema: { tags, security, body: SaveTracksRequest, response: { 200: SaveTracksResponse } } },
    async (req) => ({ message: TRACKS_SAVED, tracks: await saveTracks(app.deps, accountOf(req), req.body) }),
  );

  app.post(
    `${base}/publish`,
    {
      config: { access: 'release.publish', needsSubscription: true },
      schema: { tags, security, body: ReleaseIdRequest, response: { 200: PublishReleaseResponse } },
    },
    async (req) => ({
      message: RELEASE_PUBLISHED,
      release: await publishRelease(app.deps, accountOf(req), req.body.release_id),
    }),
  );

  app.post(
    `${base}/validate/upc`,
    { config: edit, schema: { tags, security, body: ValidateUpcRequest, response: { 200: ValidIdentifierResponse } } },
    async (req) => ({
      valid: true as const,
      value: await validateUpc(app.deps, accountOf(req), { upc: req.body.upc, releaseId: req.body.release_id }),
    }),
  );

  app.post(
    '/api/distribution/validate/isrc',
    { config: edit, schema: { tags, security, body: ValidateIsrcRequest, response: { 200: ValidIdentifierResponse } } },
    async (req) => ({
      valid: true as const,
      value: await validateIsrc(app.deps, accountOf(req), { isrc: req.body.isrc, trackId: req.body.track_id }),
    }),
  );

  // GET release/{id} is served under api/distribution too (the older path); the wizard reads it under this base.
  for (const path of [`${base}/:id`, '/api/distribution/release/:id']) {
    app.get(
      path,
      { config: view, schema: { tags, security, params: ReleaseIdParams, response: { 200: ReleaseView } } },
      async (req) => {
        const release = await findOwnRelease(app.deps.db, accountOf(req), req.params.id);
        const parts = await withClaimedIsrcs(app.deps.db, await loadReleaseParts(app.deps.db, release));
        return presentRelease(parts, app.deps.clock.now());
      },
    );
  }

  app.get(
    `${base}/:id/audio-reuse`,
    { config: view, schema: { tags, security, params: ReleaseIdParams, response: { 200: AudioReuseResponse } } },
    async (req) => findAudioReuse(app.deps, accountOf(req), req.params.id),
  );

  app.get(
    `${base}/:id/history`,
    { config: view, schema: { tags, security, params: ReleaseIdParams, response: { 200: ReleaseHistoryResponse } } },
    async (req) => ({ data: await listReleaseHistory(app.deps, accountOf(req), req.params.id) }),
  );

  app.get(
    '/api/portal/releases',
    { config: view, schema: { tags, security, querystring: ReleaseListQuery, response: { 200: ReleaseListResponse } } },
    async (req) => listReleases(app.deps, accountOf(req), req.query),
  );

  app.get(
    '/api/distribution/track-manager',
    {
      config: view,
      schema: { tags, security, querystring: TrackManagerQuery, response: { 200: TrackManagerResponse } },
    },
    async (req) => listTracks(app.deps, accountOf(req), req.query),
  );

  const admin = {
    config: { access: 'operator' as const },
    schema: { tags: ['operator'], security, response: { 200: IdentifierSettings } },
  };
  app.get('/api/admin/identifier-settings', admin, async () => readIdentifierSettings(app.deps.db));
  app.put(
    '/api/admin/identifier-settings',
    { ...admin, schema: { ...admin.schema, body: IdentifierSettings } },
    async (req) => updateIdentifierSettings(app.deps, req.body),
  );
}
