import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { WalletCard } from './wallet-card.js';

const balance = (currency: string) => () => ({
  available: '1250.40',
  currency,
  lastMonthEarnings: { dividends: '80.00', date: '2026-10' },
  carriedDeficit: null,
});

describe('dashboard wallet card', () => {
  it("shows the available balance in the account's currency, with the way to the wallet", async () => {
    fakeApi({
      'GET /api/portal/dashboard/wallet': () => ({ availableBalance: '1250.40' }),
      'GET /api/portal/wallet/balance': balance('EUR'),
    });
    renderAt(<WalletCard />);
    expect(await screen.findByText('€1250.40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open wallet' })).toHaveAttribute('href', '/user-portal/wallet');
  });

  it('says when the balance could not be loaded', async () => {
    fakeApi({
      'GET /api/portal/dashboard/wallet': () => answer(500, { message: 'Down' }),
      'GET /api/portal/wallet/balance': balance('USD'),
    });
    renderAt(<WalletCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
