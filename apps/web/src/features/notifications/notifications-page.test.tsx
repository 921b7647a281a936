import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@liner/domain';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import NotificationsPage from './notifications-page.js';

const note = (id: number, title: string, read: boolean): Notification => ({
  id,
  title,
  message: `${title} details`,
  type: 'message',
  fileUrl: null,
  read,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const page = (data: Notification[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 10 });

describe('NotificationsPage', () => {
  it('lists notifications and marks them all read', async () => {
    let read = false;
    const api = fakeApi({
      'GET /api/portal/notifications': () =>
        page([note(2, 'Statement imported', read), note(1, 'Release delivered', true)]),
      'POST /api/portal/notifications/read': () => {
        read = true;
        return { updated: 1, unread: 0 };
      },
    });
    renderAt(<NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Statement imported')).toBeInTheDocument();
    expect(within(list).getByText('Release delivered details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(api.sent('GET /api/portal/notifications')).toHaveLength(2), WAIT);
    expect(api.sent('POST /api/portal/notifications/read')).toHaveLength(1);
  });

  it('says there is nothing yet, and offers nothing to mark', async () => {
    fakeApi({ 'GET /api/portal/notifications': () => page([]) });
    renderAt(<NotificationsPage />);
    expect(await screen.findByText('Nothing here yet ...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
