import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { AUTH_COOKIE, REALTIME_EVENT, TOAST_TIMEOUT_MS, type UserNotificationEvent } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.js';
import { createSession } from '../auth/index.js';
import { requestResetLink } from '../auth/testing.js';
import { users } from '../auth/tables.js';
import { createNotification } from './service.js';

/** The live push over socket.io on a real listening server: private rooms joined by bearer token. */
describe('notifications realtime', () => {
  let ctx: TestContext;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx.close();
  });

  function open(
    auth: { token?: string },
    extraHeaders?: Record<string, string>,
    transport: 'websocket' | 'polling' = 'websocket',
  ): Socket {
    const socket = connect(url, {
      path: '/socket.io',
      transports: [transport],
      auth,
      extraHeaders,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }

  /** Resolves 'connected' or the refusal message. */
  function outcome(socket: Socket): Promise<string> {
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error: Error) => resolve(error.message));
    });
  }

  function nextEvent(socket: Socket): Promise<UserNotificationEvent> {
    return new Promise((resolve) => socket.once(REALTIME_EVENT, resolve));
  }

  it('refuses a socket without a token and one with an invalid token', async () => {
    expect(await outcome(open({}))).toBe('Unauthenticated');
    expect(await outcome(open({ token: 'not-a-real-token' }))).toBe('Unauthenticated');
  });

  it('pushes a new notification to its owner only', async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const aliceSocket = open({ token: alice.token });
    const bobSocket = open({ token: bob.token });
    expect(await outcome(aliceSocket)).toBe('connected');
    expect(await outcome(bobSocket)).toBe('connected');

    const seenByAlice: UserNotificationEvent[] = [];
    aliceSocket.on(REALTIME_EVENT, (event: UserNotificationEvent) => seenByAlice.push(event));

    // Bob's event arrives at Bob; Alice's event is then the first and only one she sees, which
    // proves Bob's (sent earlier on the same server) never reached her.
    const bobGets = nextEvent(bobSocket);
    await createNotification(ctx.deps, { userId: bob.user.id, title: 'For Bob only', type: 'payout' });
    expect(await bobGets).toEqual({ message: 'For Bob only', type: 'info', timeout: TOAST_TIMEOUT_MS });

    const aliceGets = nextEvent(aliceSocket);
    await createNotification(ctx.deps, {
      userId: alice.user.id,
      title: 'Release approved',
      type: 'message',
      toast: 'success',
    });
    expect(await aliceGets).toEqual({ message: 'Release approved', type: 'success', timeout: TOAST_TIMEOUT_MS });
    expect(seenByAlice.map((event) => event.message)).toEqual(['Release approved']);
  });

  it("accepts the browser's session cookie from the app's own origin, and refuses it from another site", async () => {
    const { token } = await createUser(ctx);
    const cookie = `${AUTH_COOKIE}=${token}`;
    expect(await outcome(open({}, { cookie, origin: url }))).toBe('connected');
    expect(await outcome(open({}, { cookie, origin: 'https://evil.example' }))).toBe('Unauthenticated');
    expect(await outcome(open({}, { cookie }))).toBe('Unauthenticated');
    // Long polling: a same-origin GET carries a Referer rather than an Origin.
    expect(await outcome(open({}, { cookie, referer: `${url}/user-portal` }, 'polling'))).toBe('connected');
    expect(await outcome(open({}, { cookie, referer: 'https://evil.example/' }, 'polling'))).toBe('Unauthenticated');
  });

  /** Resolves when the server closes the socket. */
  function closedByServer(socket: Socket): Promise<string> {
    return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  }

  /**
   * A socket of the session `token`, with what it receives recorded. `ended` then makes its session
   * end; the socket must be closed by the server (at once when this server ended the session, else
   * at the next delivery) and a notification made afterwards must not reach it.
   */
  async function expectClosedWhen(
    token: string,
    userId: number,
    ended: () => Promise<void>,
    when: 'at once' | 'at the next delivery' = 'at once',
  ) {
    const socket = open({ token });
    expect(await outcome(socket)).toBe('connected');
    const received: UserNotificationEvent[] = [];
    socket.on(REALTIME_EVENT, (event: UserNotificationEvent) => received.push(event));
    const closed = closedByServer(socket);
    await ended();
    if (when === 'at once') expect(await closed).toBe('io server disconnect');
    await createNotification(ctx.deps, { userId, title: 'After the session ended', type: 'payout' });
    expect(await closed).toBe('io server disconnect');
    await ctx.app.realtimeHub.settled();
    expect(received).toEqual([]);
  }

  async function secondSession(userId: number): Promise<string> {
    return (await createSession(ctx.deps, userId, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
  }

  const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('closes the socket of a session that logs out', async () => {
    const { user, token } = await createUser(ctx);
    await expectClosedWhen(token, user.id, async () => {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: asBearer(token) });
      expect(answer.statusCode).toBe(200);
    });
  });

  it("closes the other sessions' sockets on logout-all and keeps the current one's", async () => {
    const { user, token } = await createUser(ctx);
    const current = await secondSession(user.id);
    const currentSocket = open({ token: current });
    expect(await outcome(currentSocket)).toBe('connected');
    const stillReceives = nextEvent(currentSocket);
    await expectClosedWhen(token, user.id, async () => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/active-sessions/logout',
        headers: asBearer(current),
      });
      expect(answer.json()).toEqual({ revoked: 1 });
    });
    expect((await stillReceives).message).toBe('After the session ended');
  });

  it("closes the other sessions' sockets on a password change", async () => {
    const { user, token } = await createUser(ctx);
    const current = await secondSession(user.id);
    await expectClosedWhen(token, user.id, async () => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/profile/update/password',
        headers: asBearer(current),
        payload: { currentPassword: DEFAULT_TEST_PASSWORD, password: 'Another-Long-Passphrase-2026' },
      });
      expect(answer.statusCode).toBe(200);
    });
  });

  it('closes every socket of the person when a reset link sets a new password', async () => {
    const { user, token } = await createUser(ctx);
    await expectClosedWhen(token, user.id, async () => {
      // The reset mail goes out from a job after the answer: wait for it.
      const resetToken = await requestResetLink(ctx, user.email);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/recover/submit',
        payload: { token: resetToken, password: 'Another-Long-Passphrase-2026' },
      });
      expect(answer.statusCode).toBe(200);
    });
  });

  it('delivers nothing more to a suspended person and closes their sockets', async () => {
    const { user, token } = await createUser(ctx);
    await expectClosedWhen(
      token,
      user.id,
      async () => {
        // A suspension written by another process (an operator's tool): no call of this server ends the session.
        await ctx.deps.db.update(users).set({ bannedAt: ctx.clock.now() }).where(eq(users.id, user.id));
      },
      'at the next delivery',
    );
  });
});
