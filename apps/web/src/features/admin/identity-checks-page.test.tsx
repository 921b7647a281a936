import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGES, type IdentityReviewRow } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import IdentityChecksPage from './identity-checks-page.js';

const row = (overrides: Partial<IdentityReviewRow> = {}): IdentityReviewRow => ({
  id: 4,
  userId: 9,
  email: 'mia@example.com',
  name: 'Mia Vance',
  documentCountry: 'DE',
  documentType: 'id-card',
  hasBack: true,
  submittedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const page = (data: IdentityReviewRow[], overrides = {}) => ({
  data,
  total: data.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  ...overrides,
});
const operator = () => meFixture({ adminAccess: true });
const image = () => ({});

beforeEach(() => {
  // jsdom has no object URLs: the photos are shown through one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }));
  markSignedIn();
});

describe('Identity checks page', () => {
  it('is for operators only', async () => {
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<IdentityChecksPage />);
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/auth/me']);
  });

  it('shows each waiting check with its photos, oldest first, and approves one', async () => {
    let waiting = [
      row(),
      row({ id: 5, name: 'Ada Stone', email: 'ada@example.com', documentType: 'passport', hasBack: false }),
    ];
    const api = fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/identity-checks': () => page(waiting),
      'GET /api/admin/identity-checks/4/images/front': image,
      'GET /api/admin/identity-checks/4/images/back': image,
      'GET /api/admin/identity-checks/4/images/selfie': image,
      'GET /api/admin/identity-checks/5/images/front': image,
      'GET /api/admin/identity-checks/5/images/selfie': image,
      'POST /api/admin/identity-checks/4/decision': () => ({ id: 4, status: 'approved' }),
    });
    renderAt(<IdentityChecksPage />);
    const list = await screen.findByRole('list', { name: 'Identity checks waiting' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mia Vance', 'Ada Stone']);
    expect(within(cards[0] as HTMLElement).getByText(/National identity card from Germany/)).toBeInTheDocument();
    expect(await within(cards[0] as HTMLElement).findByAltText('Back photo sent by Mia Vance')).toBeInTheDocument();
    expect(await within(cards[1] as HTMLElement).findByAltText('Selfie photo sent by Ada Stone')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByAltText('Back photo sent by Ada Stone')).not.toBeInTheDocument();

    waiting = waiting.slice(1);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(screen.queryByText('Mia Vance')).not.toBeInTheDocument());
    expect(api.sent('POST /api/admin/identity-checks/4/decision')[0]?.body).toEqual({ decision: 'approve' });
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const api = fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/identity-checks': () => page([row({ hasBack: false })]),
      'GET /api/admin/identity-checks/4/images/front': image,
      'GET /api/admin/identity-checks/4/images/selfie': image,
      'POST /api/admin/identity-checks/4/decision': () => ({ id: 4, status: 'rejected' }),
    });
    renderAt(<IdentityChecksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this identity?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(IDENTITY_MESSAGES.reason)).toBeInTheDocument();
    expect(api.sent('POST /api/admin/identity-checks/4/decision')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason for the person/), 'The selfie is too dark');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(api.sent('POST /api/admin/identity-checks/4/decision')[0]?.body).toEqual({
        decision: 'reject',
        reason: 'The selfie is too dark',
      }),
    );
  });

  it('keeps the bypass dialog open with the server refusal', async () => {
    fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/identity-checks': () => page([row({ hasBack: false })]),
      'GET /api/admin/identity-checks/4/images/front': image,
      'GET /api/admin/identity-checks/4/images/selfie': () => answer(404, { message: 'Not found' }),
      'POST /api/admin/identity-checks/4/decision': () =>
        answer(409, { message: IDENTITY_MESSAGES.notWaiting, code: 'CONFLICT' }),
    });
    renderAt(<IdentityChecksPage />);
    expect(await screen.findByText('The photo could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bypass' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bypass' }));
    expect(await within(dialog).findByText(IDENTITY_MESSAGES.notWaiting)).toBeInTheDocument();
  });

  it('says when nothing waits, and when the queue cannot be loaded', async () => {
    let fails = false;
    fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/identity-checks': () => (fails ? answer(503, { message: 'The server is busy' }) : page([])),
    });
    const view = renderAt(<IdentityChecksPage />);
    expect(await screen.findByText(/no identity check waits for a decision/)).toBeInTheDocument();
    view.unmount();
    fails = true;
    renderAt(<IdentityChecksPage />);
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
  });
});
