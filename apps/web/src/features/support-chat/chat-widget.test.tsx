import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_CHAT_MESSAGES, type SupportChatState, type SupportComment } from '@liner/domain';
import { emitRealtimeChange } from '../../lib/realtime-changes.js';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import SupportChatWidget from './chat-widget.js';

const line = (id: number, agent: boolean, text: string): SupportComment => ({
  id,
  html_body: `<p>${text}</p>`,
  plain_body: text,
  body: text,
  created_at: '2026-11-29T10:00:00.000Z',
  author_name: agent ? 'Ada Agent' : 'Ana Artist',
  agent,
  internal: false,
  attachments: [],
});
const chat = (messages: SupportComment[], live = true): SupportChatState['chat'] => ({
  ticket_id: 41,
  status: 'open',
  live,
  started_at: '2026-11-29T10:00:00.000Z',
  messages,
});

afterEach(() => window.sessionStorage.clear());

const openWidget = async () => {
  renderAt(<SupportChatWidget />);
  await userEvent.click(screen.getByRole('button', { name: 'Chat with support' }));
  return screen.findByRole('dialog', { name: 'Chat with support' });
};

describe('the support chat widget', () => {
  it('asks nothing of the server until it is opened', async () => {
    const api = fakeApi({ 'GET /api/portal/support/chat': () => ({ agents_online: true, chat: null }) });
    renderAt(<SupportChatWidget />);
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers a ticket when no agent is online', async () => {
    fakeApi({ 'GET /api/portal/support/chat': () => ({ agents_online: false, chat: null }) });
    const panel = await openWidget();
    expect(await within(panel).findByText(/No agent is online right now/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Leave a ticket' })).toHaveAttribute('href', '/support/contact');
    expect(within(panel).queryByRole('button', { name: 'Start chat' })).toBeNull();
  });

  it('starts a chat with Enter and shows the conversation', async () => {
    const api = fakeApi({
      'GET /api/portal/support/chat': () => ({ agents_online: true, chat: null }),
      'POST /api/portal/support/chat/start': ({ body }) => ({
        agents_online: true,
        chat: chat([line(1, false, (body as { message: string }).message)]),
      }),
    });
    const panel = await openWidget();
    await userEvent.type(await within(panel).findByLabelText('Your question'), 'Where is my payout?{Enter}');
    expect(api.sent('POST /api/portal/support/chat/start')[0].body).toEqual({ message: 'Where is my payout?' });
    const log = await within(panel).findByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('Where is my payout?')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Message')).toHaveValue('');
  });

  it('turns to the ticket offer when the last agent left before the chat started', async () => {
    let agents = true;
    fakeApi({
      'GET /api/portal/support/chat': () => ({ agents_online: agents, chat: null }),
      'POST /api/portal/support/chat/start': () => {
        agents = false;
        return answer(409, { message: SUPPORT_CHAT_MESSAGES.noAgent });
      },
    });
    const panel = await openWidget();
    const box = await within(panel).findByLabelText('Your question');
    await userEvent.type(box, 'Hello there');
    await userEvent.click(within(panel).getByRole('button', { name: 'Start chat' }));
    expect(await within(panel).findByText(/No agent is online right now/)).toBeInTheDocument();
  });

  it('keeps the typed text and shows the server’s reason when a message is refused', async () => {
    fakeApi({
      'GET /api/portal/support/chat': () => ({ agents_online: true, chat: chat([line(1, false, 'Hi')]) }),
      'POST /api/portal/support/chat/message': () =>
        answer(422, { message: 'Invalid', errors: { message: [SUPPORT_CHAT_MESSAGES.message] } }),
    });
    const panel = await openWidget();
    const box = await within(panel).findByLabelText('Message');
    await userEvent.type(box, 'Second line');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText(SUPPORT_CHAT_MESSAGES.message)).toBeInTheDocument();
    expect(box).toHaveValue('Second line');
  });

  it('fetches the chat again when the realtime channel says it changed, and counts unread answers', async () => {
    let messages = [line(1, false, 'Hi')];
    fakeApi({ 'GET /api/portal/support/chat': () => ({ agents_online: true, chat: chat(messages) }) });
    const panel = await openWidget();
    await within(panel).findByText('Hi');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the chat' }));
    messages = [...messages, line(2, true, 'Hello, Ada here')];
    act(() => emitRealtimeChange({ topic: 'support.ticket', id: 41 }));
    expect(await screen.findByRole('button', { name: 'Chat with support: 1 new' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with support: 1 new' }));
    expect(await screen.findByText('Hello, Ada here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
  });

  it('ends the chat and says the conversation was mailed', async () => {
    let live = true;
    const api = fakeApi({
      'GET /api/portal/support/chat': () => ({ agents_online: true, chat: live ? chat([line(1, false, 'Hi')]) : null }),
      'POST /api/portal/support/chat/end': () => {
        live = false;
        return { agents_online: true, chat: null };
      },
    });
    const panel = await openWidget();
    await userEvent.click(await within(panel).findByRole('button', { name: 'End chat' }));
    expect(api.sent('POST /api/portal/support/chat/end')[0].body).toEqual({ ticket_id: 41 });
    expect(await within(panel).findByText(/We sent you the conversation by e-mail/)).toBeInTheDocument();
  });

  it('says the chat ended when the agent ends it while the window is open', async () => {
    let live = true;
    fakeApi({
      'GET /api/portal/support/chat': () => ({ agents_online: true, chat: live ? chat([line(1, false, 'Hi')]) : null }),
    });
    const panel = await openWidget();
    await within(panel).findByText('Hi');
    live = false;
    act(() => emitRealtimeChange({ topic: 'support.ticket', id: 41 }));
    expect(await within(panel).findByText(/The chat has ended/)).toBeInTheDocument();
  });

  it('tells a team member without support access why there is no chat', async () => {
    fakeApi({ 'GET /api/portal/support/chat': () => answer(403, { message: 'Forbidden' }) });
    const panel = await openWidget();
    expect(await within(panel).findByText(/does not include support/)).toBeInTheDocument();
  });
});
