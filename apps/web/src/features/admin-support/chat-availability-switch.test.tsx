import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupportChatAvailability } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { ChatAvailabilitySwitch } from './chat-availability-switch.js';

describe('the operator’s live-chat switch', () => {
  it('shows the count online and turns chats on', async () => {
    let current: SupportChatAvailability = { available: false, online: false, agents_online: 2 };
    const api = fakeApi({
      'GET /api/admin/support/chat/availability': () => current,
      'POST /api/admin/support/chat/availability': ({ body }) => {
        current = { available: (body as { available: boolean }).available, online: true, agents_online: 3 };
        return current;
      },
    });
    renderAt(<ChatAvailabilitySwitch />);
    expect(await screen.findByText('2 agents online for chat')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Taking live chats' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(api.sent('POST /api/admin/support/chat/availability')[0].body).toEqual({ available: true });
    expect(await screen.findByText('3 agents online for chat')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('says it is connecting while taking chats without a socket yet', async () => {
    fakeApi({
      'GET /api/admin/support/chat/availability': () => ({ available: true, online: false, agents_online: 0 }),
    });
    renderAt(<ChatAvailabilitySwitch />);
    expect(await screen.findByText('Connecting…')).toBeInTheDocument();
  });

  it('puts the switch back and says why when the server refuses', async () => {
    fakeApi({
      'GET /api/admin/support/chat/availability': () => ({ available: false, online: false, agents_online: 0 }),
      'POST /api/admin/support/chat/availability': () => answer(403, { message: 'Operators only' }),
    });
    renderAt(<ChatAvailabilitySwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Taking live chats' });
    await screen.findByText('No agent online for chat');
    await userEvent.click(toggle);
    expect(await screen.findByText('Operators only')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
