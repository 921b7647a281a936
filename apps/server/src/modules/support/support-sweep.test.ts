import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createSession } from '../auth/index.js';
import { openChat } from './live-chat.js';
import { sweepSupport } from './support-sweep.js';
import { callSupport, openTestTicket, replyAsOperator, uploadedSupportFileId, uploadSupportFile } from './testing.js';

/** The hourly housekeeping: stale solved tickets close, unsent files go, idle chats end. */
describe('support sweep', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    [artist, operator] = await Promise.all([createUser(ctx), createUser(ctx, { isAdmin: true })]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Moves the clock; sessions outlive no week, so both people sign in again. */
  const later = async (minutes: number) => {
    ctx.clock.advanceMinutes(minutes);
    for (const who of [artist, operator])
      who.token = (await createSession(ctx.deps, who.user.id, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
  };

  const statusOf = async (id: number) =>
    (await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${id}`)).json().ticket.status;

  it('closes a solved ticket after 7 quiet days, not before, and leaves other states alone', async () => {
    const solved = await openTestTicket(ctx, artist);
    await replyAsOperator(ctx, operator, solved, { status: 'solved' });
    const pending = await openTestTicket(ctx, artist);
    await replyAsOperator(ctx, operator, pending);
    await later(6 * 24 * 60);
    expect((await sweepSupport(ctx.deps)).closedTickets).toBe(0);
    expect(await statusOf(solved)).toBe('solved');
    await later(1.1 * 24 * 60);
    expect((await sweepSupport(ctx.deps)).closedTickets).toBe(1);
    expect(await statusOf(solved)).toBe('closed');
    expect(await statusOf(pending)).toBe('pending');
  });

  it('drops a file uploaded and never sent after a day, keeps the files of sent messages', async () => {
    const sent = await uploadedSupportFileId(ctx, artist);
    await openTestTicket(ctx, artist, { attachments: [sent] });
    const unsent = await uploadedSupportFileId(ctx, artist);
    await later(23 * 60);
    expect((await sweepSupport(ctx.deps)).droppedUploads).toBe(0);
    await later(2 * 60);
    expect((await sweepSupport(ctx.deps)).droppedUploads).toBe(1);
    const download = (id: number) => callSupport(ctx, artist, 'GET', `/api/portal/support/attachments/${id}`);
    expect((await download(unsent)).statusCode).toBe(404);
    expect((await download(sent)).statusCode).toBe(200);
    // A message naming the dropped file is refused, and a new upload works.
    const late = await callSupport(ctx, artist, 'POST', '/api/portal/support/tickets/create', {
      subject: 'late-file',
      description: 'This names a file that is gone.',
      attachments: [unsent],
    });
    expect(late.statusCode).toBe(404);
    expect((await uploadSupportFile(ctx, artist)).statusCode).toBe(200);
  });

  it('ends a chat nobody wrote in for two hours', async () => {
    const chat = await openChat(ctx.deps, { accountId: artist.user.id, personId: artist.user.id }, 'Anyone?');
    await later(90);
    expect((await sweepSupport(ctx.deps)).endedChats).toBe(0);
    await later(31);
    expect((await sweepSupport(ctx.deps)).endedChats).toBe(1);
    const state = await callSupport(ctx, artist, 'GET', '/api/portal/support/chat');
    expect(state.json().chat).toBeNull();
    // Nobody answered it: it stays a ticket in the queue.
    expect(await statusOf(chat.id)).toBe('new');
  });
});
