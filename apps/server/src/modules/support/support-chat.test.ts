import { io as connect, type Socket } from 'socket.io-client';
import {
  REALTIME_CHANGE_EVENT,
  type RealtimeChange,
  SUPPORT_CHAT_MESSAGES,
  type OperatorSupportTicketDetail,
  type SupportChatAvailability,
  type SupportChatState,
} from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { callSupport, replyAsOperator } from './testing.js';

const CHAT = '/api/portal/support/chat';
const AGENT = '/api/admin/support/chat';

/** Live chat over a real listening server: agents are online only with a socket open. */
describe('support live chat', () => {
  let ctx: TestContext;
  let url: string;
  let artist: CreatedUser;
  let stranger: CreatedUser;
  let agent: CreatedUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    [artist, stranger, agent] = await Promise.all([
      createUser(ctx, { firstName: 'Ana', lastName: 'Artist' }),
      createUser(ctx),
      createUser(ctx, { isAdmin: true, firstName: 'Ada', lastName: 'Agent' }),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx.close();
  });

  async function openSocket(who: CreatedUser): Promise<Socket> {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: who.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const nextChange = (socket: Socket) =>
    new Promise<RealtimeChange>((resolve) => socket.once(REALTIME_CHANGE_EVENT, resolve));

  const state = async (who: CreatedUser) => (await callSupport(ctx, who, 'GET', CHAT)).json<SupportChatState>();
  const setAvailable = (available: unknown) => callSupport(ctx, agent, 'POST', `${AGENT}/availability`, { available });

  it('counts an agent online only when available and connected', async () => {
    expect((await state(artist)).agents_online).toBe(false);
    const switched = await setAvailable(true);
    expect(switched.statusCode, switched.body).toBe(200);
    // Available, but with no portal open: nobody would answer.
    expect(switched.json<SupportChatAvailability>()).toEqual({ available: true, online: false, agents_online: 0 });
    expect((await state(artist)).agents_online).toBe(false);
    await openSocket(agent);
    expect((await state(artist)).agents_online).toBe(true);
    const mine = await callSupport(ctx, agent, 'GET', `${AGENT}/availability`);
    expect(mine.json<SupportChatAvailability>()).toEqual({ available: true, online: true, agents_online: 1 });
  });

  it('refuses bad availability and anyone but an operator', async () => {
    expect((await setAvailable('yes')).statusCode).toBe(422);
    expect((await callSupport(ctx, artist, 'POST', `${AGENT}/availability`, { available: true })).statusCode).toBe(403);
    expect((await callSupport(ctx, null, 'GET', CHAT)).statusCode).toBe(401);
  });

  it('refuses an empty or oversized first message', async () => {
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      const res = await callSupport(ctx, artist, 'POST', `${CHAT}/start`, { message });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.message).toEqual([SUPPORT_CHAT_MESSAGES.message]);
    }
  });

  let chatId = 0;
  it('starts a chat, tells the agent live, and refuses a second one', async () => {
    const agentSocket = sockets[0];
    const heard = nextChange(agentSocket);
    const res = await callSupport(ctx, artist, 'POST', `${CHAT}/start`, { message: 'My release is stuck in review' });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<SupportChatState>();
    expect(started.chat).toMatchObject({ status: 'new', live: true });
    expect(started.chat?.messages.map((m) => m.plain_body)).toEqual(['My release is stuck in review']);
    chatId = started.chat?.ticket_id ?? 0;
    expect(await heard).toEqual({ topic: 'support.ticket', id: chatId });

    const again = await callSupport(ctx, artist, 'POST', `${CHAT}/start`, { message: 'Hello?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUPPORT_CHAT_MESSAGES.alreadyOpen);

    const inbox = await callSupport(ctx, agent, 'GET', `/api/admin/support/tickets/single?id=${chatId}`);
    expect(inbox.json<OperatorSupportTicketDetail>().ticket).toMatchObject({ source: 'chat', live_chat: true });
  });

  it('delivers the agent answer live, without mailing each line', async () => {
    const artistSocket = await openSocket(artist);
    const heard = nextChange(artistSocket);
    const mailsBefore = (await ctx.outbox()).length;
    const res = await replyAsOperator(ctx, agent, chatId, { html: '<p>Looking at it now</p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toEqual({ topic: 'support.ticket', id: chatId });
    expect((await ctx.outbox()).length).toBe(mailsBefore);
    const chat = (await state(artist)).chat;
    expect(chat?.messages.map((m) => [m.agent, m.plain_body])).toEqual([
      [false, 'My release is stuck in review'],
      [true, 'Looking at it now'],
    ]);
    expect(chat?.status).toBe('pending');
  });

  it('takes the person’s messages and keeps other accounts out', async () => {
    const res = await callSupport(ctx, artist, 'POST', `${CHAT}/message`, { ticket_id: chatId, message: 'Thanks!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SupportChatState>().chat).toMatchObject({ status: 'open' });
    for (const [url, body] of [
      [`${CHAT}/message`, { ticket_id: chatId, message: 'mine now' }],
      [`${CHAT}/end`, { ticket_id: chatId }],
    ] as const) {
      const refused = await callSupport(ctx, stranger, 'POST', url, body);
      expect(refused.statusCode).toBe(404);
    }
    expect((await state(stranger)).chat).toBeNull();
    expect(
      (await callSupport(ctx, artist, 'POST', `${CHAT}/message`, { ticket_id: 'x', message: 'a' })).statusCode,
    ).toBe(422);
  });

  it('ends the chat: solved, transcript mailed, no more messages', async () => {
    const res = await callSupport(ctx, artist, 'POST', `${CHAT}/end`, { ticket_id: chatId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SupportChatState>().chat).toBeNull();
    const ticket = await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${chatId}`);
    expect(ticket.json().ticket.status).toBe('solved');
    const transcript = (await ctx.outbox()).at(-1)?.raw ?? '';
    expect(transcript).toContain(`Subject: [#${chatId}] Your chat with Liner support`);
    expect(transcript).toContain('Looking at it now');
    const late = await callSupport(ctx, artist, 'POST', `${CHAT}/message`, { ticket_id: chatId, message: 'One more' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SUPPORT_CHAT_MESSAGES.ended);
  });

  it('offers no chat once the agent stops taking them, and a chat nobody answered stays a ticket', async () => {
    const started = await callSupport(ctx, stranger, 'POST', `${CHAT}/start`, { message: 'Is anyone there?' });
    expect(started.statusCode).toBe(200);
    const id = started.json<SupportChatState>().chat?.ticket_id ?? 0;
    await callSupport(ctx, stranger, 'POST', `${CHAT}/end`, { ticket_id: id });
    const ticket = await callSupport(ctx, stranger, 'GET', `/api/portal/support/tickets/single?id=${id}`);
    expect(ticket.json().ticket.status).toBe('new');

    await setAvailable(false);
    expect((await state(artist)).agents_online).toBe(false);
    const refused = await callSupport(ctx, artist, 'POST', `${CHAT}/start`, { message: 'Hello again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SUPPORT_CHAT_MESSAGES.noAgent);
  });

  it('counts a chat whose ticket an operator solved as over: a new one can start', async () => {
    await setAvailable(true);
    const started = await callSupport(ctx, stranger, 'POST', `${CHAT}/start`, { message: 'First question' });
    const id = started.json<SupportChatState>().chat?.ticket_id ?? 0;
    await callSupport(ctx, agent, 'POST', '/api/admin/support/tickets/status', { id, status: 'solved' });
    expect((await state(stranger)).chat).toBeNull();
    const again = await callSupport(ctx, stranger, 'POST', `${CHAT}/start`, { message: 'Another question' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SupportChatState>().chat?.ticket_id).not.toBe(id);
    await callSupport(ctx, stranger, 'POST', `${CHAT}/end`, {
      ticket_id: again.json<SupportChatState>().chat?.ticket_id,
    });
  });

  it('lets the agent end a chat', async () => {
    await setAvailable(true);
    const started = await callSupport(ctx, artist, 'POST', `${CHAT}/start`, { message: 'Second question' });
    const id = started.json<SupportChatState>().chat?.ticket_id ?? 0;
    await replyAsOperator(ctx, agent, id, { html: '<p>Answered</p>' });
    const ended = await callSupport(ctx, agent, 'POST', `${AGENT}/end`, { ticket_id: id });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await state(artist)).chat).toBeNull();
    expect((await callSupport(ctx, agent, 'POST', `${AGENT}/end`, { ticket_id: 999_999 })).statusCode).toBe(404);
    expect((await callSupport(ctx, artist, 'POST', `${AGENT}/end`, { ticket_id: id })).statusCode).toBe(403);
  });
});
