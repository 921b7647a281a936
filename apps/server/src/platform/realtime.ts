import type http from 'node:http';
import { createRequire } from 'node:module';
import { Server, type Socket } from 'socket.io';
import type { Redis } from 'ioredis';
import {
  REALTIME_CHANGE_EVENT,
  REALTIME_EVENT,
  type RealtimeChange,
  realtimeRoom,
  type UserNotificationEvent,
} from '@liner/domain';
import type { Logger } from './logger.js';
import { isSameOrigin } from './origin-check.js';
import { sessionCookieInHeader } from './session-cookie.js';

export interface RealtimePublisher {
  publish(userId: number, event: UserNotificationEvent): void;
  /** Tells these people's open pages that a record they may be showing changed (no content). */
  publishChange(userIds: readonly number[], change: RealtimeChange): void;
  /** Of these people, the ones with at least one signed-in socket open now (any process). */
  onlineUserIds(userIds: readonly number[]): Promise<number[]>;
  /** Closes every socket opened with these sessions (they were signed out, revoked or ended). */
  endSessions(sessionIds: readonly string[]): void;
  /** Closes every socket of the person (all their sessions ended). */
  endAllSessionsOf(userId: number): void;
}

export interface RealtimeHub extends RealtimePublisher {
  io: Server;
  /** Resolves when every publish made so far has been delivered (or dropped). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The Redis client and adapter are loaded only when REDIS_URL is set (most installs run one process). */
const requireOptional = createRequire(import.meta.url);

export type TokenResolver = (token: string) => Promise<{ userId: number; sessionId: string } | null>;

export interface RealtimeHubOptions {
  resolveToken: TokenResolver;
  /** Of these sessions, the ones that still sign in (not revoked, not expired, person not suspended). */
  liveSessionIds(sessionIds: readonly string[]): Promise<string[]>;
  publicUrl: string;
  logger: Logger;
  redisUrl: string | null;
}

const sessionRoom = (sessionId: string) => `session.${sessionId}`;

/** The handshake's token: an API client's auth.token or bearer header, else the browser's session cookie. */
function handshakeToken(socket: Socket, options: RealtimeHubOptions): { token: string; byCookie: boolean } | null {
  const { headers, auth } = socket.handshake;
  const fromAuth = typeof auth?.token === 'string' ? auth.token : null;
  const fromHeader = headers.authorization ? /^Bearer\s+(.+)$/i.exec(headers.authorization)?.[1] : null;
  if (fromAuth || fromHeader) return { token: (fromAuth ?? fromHeader) as string, byCookie: false };
  const fromCookie = sessionCookieInHeader(headers.cookie);
  if (!fromCookie) return null;
  // A page of another site must not open a socket with the visitor's cookie (cross-site WebSocket
  // hijacking). A WebSocket always names its Origin; the long-polling fallback is a same-origin GET,
  // which browsers send with a Referer instead. Behind a proxy that rewrites Host, the page's
  // origin matches PUBLIC_URL.
  const sameOrigin = isSameOrigin({
    origin: headers.origin,
    referer: headers.referer,
    host: headers.host,
    publicUrl: options.publicUrl,
  });
  return sameOrigin ? { token: fromCookie, byCookie: true } : null;
}

/**
 * socket.io on the HTTP server. The handshake is authenticated like a request (bearer for API
 * clients, the session cookie for the browser); a valid one joins the private room
 * notifications.{userId} and a room of its session, nothing else. A session that ends has its
 * sockets closed (endSessions), and every delivery checks first that the socket's session still
 * signs in, so a session ended elsewhere (another process, a suspension) receives nothing more.
 */
export function createRealtimeHub(server: http.Server, options: RealtimeHubOptions): RealtimeHub {
  const { logger } = options;
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const { Redis } = requireOptional('ioredis') as typeof import('ioredis');
    const { createAdapter } = requireOptional('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter');
    const pub = new Redis(options.redisUrl);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
    logger.info('realtime fan-out through Redis');
  }
  io.use(async (socket, next) => {
    try {
      const credential = handshakeToken(socket, options);
      const found = credential ? await options.resolveToken(credential.token) : null;
      if (!found) return next(new Error('Unauthenticated'));
      socket.data.userId = found.userId;
      socket.data.sessionId = found.sessionId;
      next();
    } catch (error) {
      logger.warn({ err: error }, 'realtime handshake failed');
      next(new Error('Unauthenticated'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join([realtimeRoom(socket.data.userId as number), sessionRoom(socket.data.sessionId as string)]);
  });

  async function deliver(userIds: readonly number[], name: string, payload: unknown): Promise<void> {
    if (userIds.length === 0) return;
    const sockets = await io.in(userIds.map(realtimeRoom)).fetchSockets();
    if (sockets.length === 0) return;
    const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId as string))];
    const live = new Set(await options.liveSessionIds(sessionIds));
    for (const socket of sockets) {
      if (live.has(socket.data.sessionId as string)) socket.emit(name, payload);
      else socket.disconnect(true);
    }
  }

  // One delivery after the other, so a person's notifications arrive in the order they were made.
  let deliveries: Promise<void> = Promise.resolve();
  const enqueue = (userIds: readonly number[], name: string, payload: unknown) => {
    deliveries = deliveries
      .then(() => deliver(userIds, name, payload))
      .catch((error: unknown) => logger.warn({ err: error }, 'realtime delivery failed'));
  };
  return {
    io,
    publish(userId, event) {
      enqueue([userId], REALTIME_EVENT, event);
    },
    publishChange(userIds, change) {
      enqueue([...new Set(userIds)], REALTIME_CHANGE_EVENT, change);
    },
    async onlineUserIds(userIds) {
      if (userIds.length === 0) return [];
      const sockets = await io.in(userIds.map(realtimeRoom)).fetchSockets();
      const online = new Set(sockets.map((socket) => socket.data.userId as number));
      return userIds.filter((id) => online.has(id));
    },
    endSessions(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    endAllSessionsOf(userId) {
      io.in(realtimeRoom(userId)).disconnectSockets(true);
    },
    settled: () => deliveries,
    async close() {
      await deliveries;
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}

/** Used until the hub is attached, and by scripts that run without an HTTP server. */
export const silentPublisher: RealtimePublisher = {
  publish: () => undefined,
  publishChange: () => undefined,
  onlineUserIds: async () => [],
  endSessions: () => undefined,
  endAllSessionsOf: () => undefined,
};
