import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  NotificationPage,
  PageQuery,
  UserNotificationsResponse,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { countUnreadNotifications, latestNotifications, listNotifications, markNotificationsRead } from './service.js';

/** The notifications page, the mark-read call and the top-bar list; each user sees only their own. */
export async function registerNotificationRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/notifications';
  const config = { access: 'signed-in' } as const;
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    base,
    { config, schema: { tags, security, querystring: PageQuery, response: { 200: NotificationPage } } },
    async (req) => listNotifications(app.deps, actorOf(req).user.id, req.query),
  );

  // The body may be left out entirely: that marks everything read, like `{}`.
  app.post(
    `${base}/read`,
    {
      config,
      schema: {
        tags,
        security,
        body: MarkNotificationsReadRequest.nullish(),
        response: { 200: MarkNotificationsReadResponse },
      },
    },
    async (req) => markNotificationsRead(app.deps, actorOf(req).user.id, req.body?.ids),
  );

  app.get(
    `${base}/user-notification`,
    { config, schema: { tags, security, response: { 200: UserNotificationsResponse } } },
    async (req) => {
      const userId = actorOf(req).user.id;
      const [data, unread] = await Promise.all([
        latestNotifications(app.deps, userId),
        countUnreadNotifications(app.deps, userId),
      ]);
      return { data, unread };
    },
  );
}
