import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SupportClaimDetail } from '@liner/domain';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { ClaimPanel } from './claim-panel.js';

const notice = (overrides: Partial<SupportClaimDetail> = {}): SupportClaimDetail => ({
  reference: 'CLM-ABCDEFGHJKLMNPQR',
  kind: 'dmca',
  created_at: '2026-11-20T10:00:00.000Z',
  verified_at: '2026-11-20T10:05:00.000Z',
  account_id: null,
  lines: [
    { label: 'Copyrighted work', value: 'Night Ferry (2019)' },
    { label: 'Address', value: '4 Quay Street\nBristol' },
  ],
  matched_release: {
    id: 12,
    title: 'Harbour Songs',
    upc: '012345678905',
    status: 1,
    status_label: 'Live',
    owner_id: 3,
    matched_by: 'upc',
  },
  disputed_account_id: null,
  state: 'open',
  allowed_decisions: ['take-down', 'reject'],
  ...overrides,
});

describe('the request details of a claim ticket', () => {
  it('shows the fields and the matched release, and records a takedown with its note', async () => {
    let current = notice();
    const api = fakeApi({
      'GET /api/admin/support/claims': () => current,
      'POST /api/admin/support/claims/decide': () => {
        current = notice({ state: 'taken-down', allowed_decisions: ['counter-notice'] });
        return { message: 'The release is being taken down and the notice is solved', claim: current };
      },
    });
    renderAt(<ClaimPanel ticketId={5} kind="dmca" />);
    const panel = await screen.findByRole('region', { name: 'Request details' });
    expect(await within(panel).findByText('Night Ferry (2019)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Harbour Songs (#12)' })).toHaveAttribute(
      'href',
      '/user-portal/admin/review/12',
    );
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Take the release down' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Internal note/), 'Complete notice, UPC matches.');
    await user.click(within(dialog).getByRole('button', { name: 'Take the release down' }));
    await vi.waitFor(
      () =>
        expect(api.sent('POST /api/admin/support/claims/decide')[0]?.body).toEqual({
          ticket_id: 5,
          decision: 'take-down',
          note: 'Complete notice, UPC matches.',
        }),
      WAIT,
    );
    expect(await within(panel).findByRole('button', { name: 'Counter-notice received' })).toBeInTheDocument();
    expect(within(panel).getByText('Taken down')).toBeInTheDocument();
  });

  it('draws nothing for a ticket no claim form opened', () => {
    const api = fakeApi({});
    const { container } = renderAt(<ClaimPanel ticketId={5} kind="general" />);
    expect(container.querySelector('section')).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
