import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The answers of requests sent with an `Idempotency-Key` on a route that moves money
 * (platform/idempotency.ts): one row per person, route and key, kept 24 hours. `status_code` is
 * null while the first request is still running. No foreign key: platform knows no area's tables.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id').notNull(),
    /** Method and route pattern, e.g. `POST /api/portal/wallet/transfers/:transferId/confirm`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the concrete URL and the body, to refuse the same key on another request. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    responseBody: text('response_body'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index('idempotent_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);
