import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@liner/domain';
import {
  EditQuicklinkRequest,
  EditStoreLinkRequest,
  OrderStoreLinksRequest,
  PageQuery,
  paginated,
  PublicLinkPage,
  PublicShort,
  PublicTrackPreview,
  Quicklink,
  QuicklinkIdParams,
  QuicklinkLinksResponse,
  QuicklinkResponse,
  ReleaseIdParams,
  RemoveStoreLinkRequest,
} from '@liner/domain';
import { accountOf } from '../../platform/request-auth.js';
import { findOwnRelease } from '../releases/index.js';
import { editQuicklink, editStoreLink, orderStoreLinks, removeStoreLink } from './edit-quicklink.js';
import { initQuicklink } from './init-quicklink.js';
import { listQuicklinks } from './list-quicklinks.js';
import { findOwnQuicklink, platformName, presentQuicklink } from './present-quicklink.js';
import { openPublicCover, readPublicLink, readPublicShort, readPublicTrack } from './read-public-pages.js';
import { followStoreLink, isPersonVisiting, recordLinkView } from './link-events.js';

const ShortIdParams = z.object({ shortId: text().max(32) });
const StoreLinkParams = ShortIdParams.extend({ platform: text().max(64) });

/** Smart links and the public pages they and the track previews use. */
export async function registerQuicklinkRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/quicklink';
  const view = { access: 'quicklink.view' } as const;
  const edit = { access: 'quicklink.edit' } as const;
  const tags = ['quicklinks'];
  const security = [{ bearer: [] }];
  const saved = { 200: QuicklinkResponse };

  app.get(
    base,
    { config: view, schema: { tags, security, querystring: PageQuery, response: { 200: paginated(Quicklink) } } },
    async (req) => listQuicklinks(app.deps, accountOf(req), req.query),
  );

  app.post(
    `${base}/init/:id`,
    { config: edit, schema: { tags, security, params: ReleaseIdParams, response: saved } },
    async (req) => initQuicklink(app.deps, accountOf(req), req.params.id),
  );

  app.get(
    `${base}/get/:id`,
    { config: view, schema: { tags, security, params: QuicklinkIdParams, response: { 200: Quicklink } } },
    async (req) => {
      const row = await findOwnQuicklink(app.deps.db, accountOf(req), req.params.id);
      return presentQuicklink(app.deps.db, row, await findOwnRelease(app.deps.db, accountOf(req), row.releaseId));
    },
  );

  app.get(
    `${base}/links/:id`,
    { config: view, schema: { tags, security, params: QuicklinkIdParams, response: { 200: QuicklinkLinksResponse } } },
    async (req) => {
      const row = await findOwnQuicklink(app.deps.db, accountOf(req), req.params.id);
      const enabled = new Set(row.enabledStores);
      return {
        data: row.stores.map((link) => ({
          ...link,
          name: platformName(link.platform),
          enabled: enabled.has(link.platform),
        })),
      };
    },
  );

  app.post(
    `${base}/edit-link`,
    { config: edit, schema: { tags, security, body: EditQuicklinkRequest, response: saved } },
    async (req) => editQuicklink(app.deps, accountOf(req), req.body),
  );

  app.post(
    `${base}/edit/store-link`,
    { config: edit, schema: { tags, security, body: EditStoreLinkRequest, response: saved } },
    async (req) => editStoreLink(app.deps, accountOf(req), req.body),
  );

  app.post(
    `${base}/remove/store-link`,
    { config: edit, schema: { tags, security, body: RemoveStoreLinkRequest, response: saved } },
    async (req) => removeStoreLink(app.deps, accountOf(req), req.body),
  );

  app.post(
    `${base}/order/store-link`,
    { config: edit, schema: { tags, security, body: OrderStoreLinksRequest, response: saved } },
    async (req) => orderStoreLinks(app.deps, accountOf(req), req.body),
  );

  // Public pages: no token. Short cache lifetimes so an artist's edit shows within a minute.
  const publicTags = ['public'];
  const open = { access: 'public' } as const;
  // Private caching only: a shared cache would answer visitors the page-view count never sees (a
  // browser's reload within the minute is one view). Counted once the page was sent, whether the
  // handler or the answer cache sent it; a failed count never fails the page.
  app.get(
    '/api/public/links/:shortId',
    {
      config: open,
      schema: { tags: publicTags, params: ShortIdParams, response: { 200: PublicLinkPage } },
      onResponse: async (req, reply) => {
        if (reply.statusCode !== 200 || !isPersonVisiting(req.headers['user-agent'])) return;
        const { shortId } = req.params as { shortId: string };
        await recordLinkView(app.deps, shortId).catch((error: unknown) =>
          req.log.warn({ err: error }, 'smart link view not counted'),
        );
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, max-age=60');
      return readPublicLink(app.deps, req.params.shortId);
    },
  );

  // A store button of the public page: counts the click, then sends the visitor to the store.
  app.get(
    '/api/public/links/:shortId/go/:platform',
    { config: open, schema: { tags: publicTags, params: StoreLinkParams } },
    async (req, reply) => {
      const url = await followStoreLink(app.deps, {
        ...req.params,
        counted: isPersonVisiting(req.headers['user-agent']),
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.get(
    '/api/public/tracks/:id',
    { config: open, schema: { tags: publicTags, params: ReleaseIdParams, response: { 200: PublicTrackPreview } } },
    async (req) => readPublicTrack(app.deps, req.params.id),
  );

  // api/shorts/{id} is the older path; the public pages read everything under api/public.
  for (const path of ['/api/public/shorts/:id', '/api/shorts/:id']) {
    app.get(
      path,
      { config: open, schema: { tags: publicTags, params: ReleaseIdParams, response: { 200: PublicShort } } },
      async (req) => readPublicShort(app.deps, req.params.id),
    );
  }

  app.get(
    '/api/public/covers/:id',
    { config: open, schema: { tags: publicTags, params: ReleaseIdParams } },
    async (req, reply) => {
      const cover = await openPublicCover(app.deps, req.params.id);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=300').send(cover);
    },
  );
}
