import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import ExchangeRatesPage from './exchange-rates-page.js';

const list = {
  data: [
    {
      id: 3,
      currency: 'GBP',
      accountCurrency: 'USD',
      month: '2024-01',
      rate: '1.2731',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  accountCurrency: 'USD',
  waiting: [{ currency: 'EUR', month: '2024-02', statements: [12] }],
};

describe('exchange rates page', () => {
  it('lists the rates and what waiting imports need; saving a rate names the imports it resumed', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/exchange-rates': () => list,
      'POST /api/admin/exchange-rates': () => ({
        rate: { ...list.data[0], id: 4, currency: 'EUR', month: '2024-02', rate: '1.08' },
        resumed: [12],
      }),
    });
    renderAt(<ExchangeRatesPage />);
    const user = userEvent.setup();
    expect(await screen.findByText(/EUR for 2024-02 \(statement #12\)/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly rates' })).toHaveTextContent('GBP2024-011.2731');
    await user.click(screen.getByRole('button', { name: 'Enter this rate' }));
    await user.type(screen.getByLabelText('Rate into USD'), '1.08');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('EUR 2024-02 saved — import #12 resumed')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/exchange-rates')[0]?.body).toEqual({
      currency: 'EUR',
      month: '2024-02',
      rate: '1.08',
    });
  });

  it('checks the form before sending, and lists every bad line of a refused CSV', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/exchange-rates': () => ({ ...list, waiting: [] }),
      'POST /api/admin/exchange-rates/import': () =>
        answer(422, {
          message: 'The file was not imported: 2 rows are wrong',
          errors: {
            csv: [
              'line 3: month: Give the month as yyyy-mm',
              'line 4: rate: Give the rate as a decimal number greater than zero, e.g. 1.2731',
            ],
          },
        }),
    });
    renderAt(<ExchangeRatesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Use a three-letter currency code, e.g. GBP')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/exchange-rates')).toHaveLength(0);
    const file = new File(['currency,month,rate\nGBP,2024-01,1.27\nEUR,2024-1,1\nSEK,2024-01,x\n'], 'rates.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Rates CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Import rates' }));
    expect(await screen.findByText(/line 3: month: Give the month as yyyy-mm/)).toHaveTextContent(/line 4: rate:/);
    await vi.waitFor(() => expect(api.sent('POST /api/admin/exchange-rates/import')).toHaveLength(1), WAIT);
  });
});
