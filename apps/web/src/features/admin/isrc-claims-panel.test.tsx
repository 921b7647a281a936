import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IsrcClaimRow } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { IsrcClaimsPanel } from './isrc-claims-panel.js';

const claim = (id: number): IsrcClaimRow => ({
  id,
  isrc: 'QZABC2600001',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  claimant: { id: 5, name: 'Nova Reyes', email: 'nova@example.test', type: 'artist' },
  release: { id: 40, title: 'Night Drive' },
  track: { id: 41, title: 'Headlights' },
  holder: { id: 6, name: 'Northwind Records', email: 'northwind@example.test', type: 'label' },
  holderRelease: { id: 30, title: 'Old Roads', status: 6 },
  holderTrack: { id: 31, title: 'Old Roads' },
});
const CLAIMS = 'GET /api/admin/isrc-claims';

describe('IsrcClaimsPanel', () => {
  it('says who claims which code from whom, and accepts a claim', async () => {
    const api = fakeApi({
      [CLAIMS]: () => ({ data: [claim(1)] }),
      'POST /api/admin/isrc-claims/1/accept': () => ({ message: 'Claim accepted' }),
    });
    renderAt(<IsrcClaimsPanel />);
    const list = await screen.findByRole('list', { name: 'ISRC claims waiting for review' });
    expect(list).toHaveTextContent('Nova Reyes claims QZABC2600001 for "Headlights" on "Night Drive".');
    expect(list).toHaveTextContent('It belongs to Northwind Records (Old Roads on Old Roads).');
    await userEvent.click(within(list).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/isrc-claims/1/accept')).toHaveLength(1), WAIT);
  });

  it('rejects only with a reason, sends it, and shows a refusal on the row', async () => {
    const api = fakeApi({
      [CLAIMS]: () => ({ data: [claim(2)] }),
      'POST /api/admin/isrc-claims/2/reject': () =>
        answer(409, { message: 'Only a pending ISRC claim can be rejected' }),
    });
    renderAt(<IsrcClaimsPanel />);
    const list = await screen.findByRole('list', { name: 'ISRC claims waiting for review' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Reject' }));
    const send = within(list).getByRole('button', { name: 'Reject claim' });
    expect(send).toBeDisabled();
    await user.type(within(list).getByLabelText('Reason the artist is told'), '   ');
    expect(send).toBeDisabled();
    await user.clear(within(list).getByLabelText('Reason the artist is told'));
    await user.type(within(list).getByLabelText('Reason the artist is told'), 'The recording is the label’s');
    await user.click(send);
    expect(await within(list).findByText('Only a pending ISRC claim can be rejected')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/isrc-claims/2/reject')[0]?.body).toEqual({
      reason: 'The recording is the label’s',
    });
    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(within(list).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('shows nothing when no claim waits', async () => {
    const api = fakeApi({ [CLAIMS]: () => ({ data: [] }) });
    const view = renderAt(<IsrcClaimsPanel />);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1), WAIT);
    expect(view.container).toBeEmptyDOMElement();
  });
});
