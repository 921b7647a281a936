import type http from 'node:http';
import { createRequire } from 'node:module';
import { Server } from 'socket.io';
import type { Redis } from 'ioredis';
import { REALTIME_EVENT, realtimeRoom, type UserNotificationEvent } from '@liner/domain';
import type { Logger } from './logger.js';

export interface RealtimePublisher {
  publish(userId: number, event: UserNotificationEvent): void;
}

export interface RealtimeHub extends RealtimePublisher {
  io: Server;
  close(): Promise<void>;
}

/** The Redis client and adapter are loaded only when REDIS_URL is set (most installs run one process). */
const requireOptional = createRequire(import.meta.url);

export type TokenResolver = (token: string) => Promise<{ userId: number } | null>;

/**
 * socket.io on the HTTP server. The handshake carries the bearer token (auth.token or an
 * Authorization header); a valid one joins the private room notifications.{userId}, nothing else.
 */
export function createRealtimeHub(
  server: http.Server,
  resolveToken: TokenResolver,
  logger: Logger,
  redisUrl: string | null,
): RealtimeHub {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const redisClients: Redis[] = [];
  if (redisUrl) {
    const { Redis } = requireOptional('ioredis') as typeof import('ioredis');
    const { createAdapter } = requireOptional('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter');
    const pub = new Redis(redisUrl);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
    logger.info('realtime fan-out through Redis');
  }
  io.use(async (socket, next) => {
    const header = socket.handshake.headers.authorization;
    const fromHeader = header && /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const token = (socket.handshake.auth?.token as string | undefined) ?? fromHeader ?? '';
    try {
      const found = token ? await resolveToken(token) : null;
      if (!found) return next(new Error('Unauthenticated'));
      socket.data.userId = found.userId;
      next();
    } catch (error) {
      logger.warn({ err: error }, 'realtime handshake failed');
      next(new Error('Unauthenticated'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(realtimeRoom(socket.data.userId as number));
  });
  return {
    io,
    publish(userId, event) {
      io.to(realtimeRoom(userId)).emit(REALTIME_EVENT, event);
    },
    async close() {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}

/** Used until the hub is attached, and by scripts that run without an HTTP server. */
export const silentPublisher: RealtimePublisher = { publish: () => undefined };
