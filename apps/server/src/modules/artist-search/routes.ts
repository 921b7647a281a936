import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineText } from '@liner/domain';
import {
  ArtistLinkRequest,
  ArtistLinkResponse,
  ArtistProfile,
  ArtistSearchQuery,
  ArtistSearchResponse,
  SearchPlatformsResponse,
  SocialPlatformSearchQuery,
  type ArtistPlatform,
} from '@liner/domain';

import { findArtistViaLink } from './find-artist-via-link.js';
import { getArtist, listSearchPlatforms, searchArtists } from './search-artists.js';

const QueryParam = z.object({ q: lineText().max(200) });
const IdParam = z.object({ id: lineText().trim().min(1).max(200) });

/** The per-platform paths (search-spotify, search-yt-channel, search-apple, get-…). */
const PLATFORM_PATHS: [ArtistPlatform, string, string][] = [
  ['spotify', 'search-spotify', 'get-spotify-artist'],
  ['youtube', 'search-yt-channel', 'get-yt-channel'],
  ['apple', 'search-apple', 'get-apple-artist'],
];

/** Artist profile search and the paste-a-URL path; every route needs a signed-in user. */
export async function registerArtistSearchRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/preferences';
  const config = { access: 'signed-in' } as const;
  const tags = ['artist-search'];
  const security = [{ bearer: [] }];

  app.get(
    `${base}/search-platforms`,
    { config, schema: { tags, security, response: { 200: SearchPlatformsResponse } } },
    async () => listSearchPlatforms(app.deps),
  );

  for (const [platform, searchPath, getPath] of PLATFORM_PATHS) {
    app.get(
      `${base}/${searchPath}/:q`,
      {
        config,
        schema: {
          tags,
          security,
          params: QueryParam,
          querystring: ArtistSearchQuery,
          response: { 200: ArtistSearchResponse },
        },
      },
      async (req) => searchArtists(app.deps, platform, req.params.q, req.query),
    );
    app.get(
      `${base}/${getPath}/:id`,
      { config, schema: { tags, security, params: IdParam, response: { 200: ArtistProfile } } },
      async (req) => getArtist(app.deps, platform, req.params.id),
    );
  }

  app.get(
    `${base}/artist-via-link`,
    { config, schema: { tags, security, querystring: ArtistLinkRequest, response: { 200: ArtistLinkResponse } } },
    async (req) => findArtistViaLink(app.deps, req.query),
  );

  app.post(
    `${base}/artist/getArtistViaUrl`,
    { config, schema: { tags, security, body: ArtistLinkRequest, response: { 200: ArtistLinkResponse } } },
    async (req) => findArtistViaLink(app.deps, req.body),
  );

  app.get(
    '/api/portal/social-platform/artist/search',
    {
      config,
      schema: { tags, security, querystring: SocialPlatformSearchQuery, response: { 200: ArtistSearchResponse } },
    },
    async (req) => searchArtists(app.deps, req.query.platform, req.query.term, req.query),
  );

  app.get(
    '/api/portal/social-platform/artist/link',
    { config, schema: { tags, security, querystring: ArtistLinkRequest, response: { 200: ArtistLinkResponse } } },
    async (req) => findArtistViaLink(app.deps, req.query),
  );
}
