import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConnectAudiomackRequest,
  DecideSpotifyForArtistsRequest,
  OkResponse,
  OperatorSpotifyForArtistsList,
  PlatformLinksResponse,
  SpotifyCallbackRequest,
  SpotifyConnectedResponse,
  SpotifyConnectResponse,
  SpotifyForArtistsInitResponse,
  SpotifyForArtistsRequestIdParams,
  SpotifyForArtistsStatusResponse,
  SpotifyForArtistsSubmitRequest,
  SpotifyForArtistsSubmitResponse,
  UpdateSpotifyDiscoveryModeRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { connectAudiomack, removeAudiomack } from './audiomack-link.js';
import { decideSpotifyForArtists, listSpotifyForArtistsRequests } from './decide-spotify-for-artists.js';
import { finishSpotifyConnect } from './finish-spotify-connect.js';
import { loadPlatformLinks } from './load-platform-links.js';
import { removeSpotifyLink } from './remove-spotify-link.js';
import {
  initSpotifyForArtists,
  spotifyForArtistsStatus,
  submitSpotifyForArtists,
} from './spotify-for-artists-request.js';
import { startSpotifyConnect } from './start-spotify-connect.js';
import { updateSpotifyDiscoveryMode } from './update-spotify-discovery-mode.js';

const ok = { 200: OkResponse };

/**
 * Base api/profile: the account's links to Spotify and Audiomack, the Spotify for Artists request
 * and the discovery mode setting; the operator's Spotify for Artists queue under api/admin.
 * Links are the account's settings, so only its owner changes them (`account.manage`).
 */
export async function registerPlatformLinkRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/profile';
  const read = { access: 'account.read' } as const;
  const manage = { access: 'account.manage' } as const;
  const tags = ['platform-links'];
  const security = [{ bearer: [] }];

  app.get(
    `${base}/platforms`,
    { config: read, schema: { tags, security, response: { 200: PlatformLinksResponse } } },
    async (req) => loadPlatformLinks(app.deps, actorOf(req).accountId),
  );

  app.post(
    `${base}/platforms/spotify/connect`,
    { config: manage, schema: { tags, security, response: { 200: SpotifyConnectResponse } } },
    async (req) => startSpotifyConnect(app.deps, actorOf(req)),
  );

  app.post(
    `${base}/platforms/spotify/callback`,
    {
      config: manage,
      schema: { tags, security, body: SpotifyCallbackRequest, response: { 200: SpotifyConnectedResponse } },
    },
    async (req) => finishSpotifyConnect(app.deps, actorOf(req), req.body),
  );

  app.post(
    `${base}/platforms/spotify/remove`,
    { config: manage, schema: { tags, security, response: ok } },
    async (req) => ({
      message: await removeSpotifyLink(app.deps, actorOf(req)),
    }),
  );

  app.post(
    `${base}/instant-access/audio-mack`,
    { config: manage, schema: { tags, security, body: ConnectAudiomackRequest, response: ok } },
    async (req) => ({ message: await connectAudiomack(app.deps, actorOf(req).accountId, req.body.url) }),
  );

  app.post(`${base}/remove/audio-mack`, { config: manage, schema: { tags, security, response: ok } }, async (req) => ({
    message: await removeAudiomack(app.deps, actorOf(req).accountId),
  }));

  app.post(
    `${base}/instant-access/spotify`,
    { config: manage, schema: { tags, security, response: { 200: SpotifyForArtistsStatusResponse } } },
    async (req) => spotifyForArtistsStatus(app.deps, actorOf(req)),
  );

  app.post(
    `${base}/instant-access/spotify/init`,
    { config: manage, schema: { tags, security, response: { 200: SpotifyForArtistsInitResponse } } },
    async (req) => initSpotifyForArtists(app.deps, actorOf(req)),
  );

  app.post(
    `${base}/instant-access/spotify/submit`,
    {
      config: manage,
      schema: {
        tags,
        security,
        body: SpotifyForArtistsSubmitRequest,
        response: { 200: SpotifyForArtistsSubmitResponse },
      },
    },
    async (req) => submitSpotifyForArtists(app.deps, actorOf(req).accountId, req.body),
  );

  app.post(
    `${base}/update/spotify-discovery-mode`,
    {
      config: { access: 'spotify-discovery.update' },
      schema: { tags, security, body: UpdateSpotifyDiscoveryModeRequest, response: ok },
    },
    async (req) => ({ message: await updateSpotifyDiscoveryMode(app.deps, actorOf(req).accountId, req.body.enabled) }),
  );

  const operator = { access: 'operator' } as const;
  const operatorTags = ['operator'];
  app.get(
    '/api/admin/instant-access/spotify',
    { config: operator, schema: { tags: operatorTags, security, response: { 200: OperatorSpotifyForArtistsList } } },
    async () => listSpotifyForArtistsRequests(app.deps),
  );

  for (const [action, decision] of [
    ['grant', 'granted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/admin/instant-access/spotify/:requestId/${action}`,
      {
        config: operator,
        schema: {
          tags: operatorTags,
          security,
          params: SpotifyForArtistsRequestIdParams,
          body: DecideSpotifyForArtistsRequest,
          response: ok,
        },
      },
      async (req) => ({
        message: await decideSpotifyForArtists(app.deps, actorOf(req), {
          id: req.params.requestId,
          decision,
          note: req.body.note,
        }),
      }),
    );
  }
}
