import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_MESSAGES, type PromoCode, type PromoCodePage } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import PromoCodesPage from './promo-codes-page.js';

const PATH = '/user-portal/admin/promo-codes';
const code = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 1,
  code: 'LINER-DEMO-3M',
  durationDays: 90,
  maxUses: 100,
  uses: 1,
  expiresOn: null,
  usable: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const pageOf = (data: PromoCode[], overrides: Partial<PromoCodePage> = {}): PromoCodePage => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 20,
  ...overrides,
});
const operator = () => meFixture({ adminAccess: true });

describe('PromoCodesPage', () => {
  it('lists the codes with their uses and status, and pages through them', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/promo-codes': (request) =>
        request.query.page === '2'
          ? pageOf([code({ id: 3, code: 'OLD-ONE', usable: false, expiresOn: '2026-01-31' })], {
              current_page: 2,
              last_page: 2,
              total: 21,
            })
          : pageOf(
              [
                code(),
                code({ id: 2, code: 'FULL', maxUses: 2, uses: 2, usable: false }),
                ...Array.from({ length: 18 }, (_, index) => code({ id: 10 + index, code: `BULK-${index}` })),
              ],
              { last_page: 2, total: 21 },
            ),
    });
    renderAt(<PromoCodesPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Promotional codes' });
    const demo = within(table).getByText('LINER-DEMO-3M').closest('tr') as HTMLElement;
    expect(within(demo).getByText('1 of 100')).toBeInTheDocument();
    // The status shows in its column and, on a phone, under the code.
    expect(within(demo).getAllByText('Active')).toHaveLength(2);
    const full = within(table).getByText('FULL').closest('tr') as HTMLElement;
    expect(within(full).getAllByText('Used up')).toHaveLength(2);
    expect(within(full).queryByRole('button', { name: 'End FULL' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('OLD-ONE')).toBeInTheDocument();
    expect(screen.getAllByText('Ended')).toHaveLength(2);
    expect(api.sent('GET /api/admin/promo-codes').at(-1)?.query).toMatchObject({ page: '2', per_page: '20' });
  });

  it('creates a code with the contract checks first, then the server message on its field', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/promo-codes': () => pageOf([]),
      'POST /api/admin/promo-codes': (request) => {
        const body = request.body as { code: string };
        if (body.code === 'TAKEN') return answer(422, { message: 'Invalid', errors: { code: [PROMO_MESSAGES.taken] } });
        return code({ id: 5, code: body.code, uses: 0 });
      },
    });
    renderAt(<PromoCodesPage />, { path: PATH });
    expect(await screen.findByText('No promotional code yet. Make one with New code.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promotional code' });
    await userEvent.type(within(dialog).getByLabelText(/Code/), 'a!');
    await userEvent.type(within(dialog).getByLabelText(/Free days/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText(PROMO_MESSAGES.format)).toBeInTheDocument();
    expect(within(dialog).getByText('Give a number of days from 1 to 3650')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/promo-codes')).toHaveLength(0);

    const name = within(dialog).getByLabelText(/Code/);
    await userEvent.clear(name);
    await userEvent.type(name, 'taken');
    const days = within(dialog).getByLabelText(/Free days/);
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText(PROMO_MESSAGES.taken)).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'spring-26');
    await userEvent.type(within(dialog).getByLabelText(/Uses limit/), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/promo-codes')).toHaveLength(2), WAIT);
    expect(api.sent('POST /api/admin/promo-codes')[1]?.body).toEqual({
      code: 'SPRING-26',
      durationDays: 90,
      maxUses: 50,
    });
    expect(await screen.findByText('Promotional code SPRING-26 created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New promotional code' })).not.toBeInTheDocument();
  });

  it('ends a code after confirming', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/promo-codes': () => pageOf([code()]),
      'POST /api/admin/promo-codes/1/end': () => ({
        message: PROMO_MESSAGES.ended,
        promoCode: code({ usable: false, expiresOn: '2026-11-28' }),
      }),
    });
    renderAt(<PromoCodesPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'End LINER-DEMO-3M' }));
    const confirm = screen.getByRole('dialog', { name: 'End LINER-DEMO-3M?' });
    expect(within(confirm).getByText(/The 1 account that used it keep/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'End code' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/promo-codes/1/end')).toHaveLength(1), WAIT);
    expect(await screen.findByText(PROMO_MESSAGES.ended)).toBeInTheDocument();
  });

  it('shows the load error, and refuses accounts without the operator flag', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': operator,
      'GET /api/admin/promo-codes': () => answer(500, { message: 'The database is down' }),
    });
    const view = renderAt(<PromoCodesPage />, { path: PATH });
    expect(await screen.findByText('The database is down')).toBeInTheDocument();
    view.unmount();

    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<PromoCodesPage />, { path: PATH });
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
  });
});
