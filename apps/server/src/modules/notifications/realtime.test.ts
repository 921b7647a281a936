import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_EVENT, TOAST_TIMEOUT_MS, type UserNotificationEvent } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
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

  function open(auth: { token?: string }): Socket {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth,
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
});
