import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { TaxReviewPanel } from './tax-review-panel.js';

const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 100 });
const waiting = {
  userId: 9,
  email: 'nova@example.com',
  residencyCountry: 'DE',
  taxForm: 'W-8BEN',
  documentName: 'w8ben.pdf',
  documentType: 'application/pdf',
  documentBytes: 1200,
  status: 'submitted',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
};

describe('TaxReviewPanel', () => {
  it('shows what a payee sent with a link to the form, and marks it received with the rate', async () => {
    let queue = [waiting];
    const api = fakeApi({
      'GET /api/admin/tax-submissions': () => page(queue),
      'GET /api/admin/tax-profiles': () => page([]),
      'POST /api/admin/tax-submissions/9/receive': () => {
        queue = [];
        return {
          userId: 9,
          email: 'nova@example.com',
          residencyCountry: 'DE',
          taxForm: 'W-8BEN',
          withholdingRate: '15.00',
          updatedAt: '2026-11-21T10:00:00.000Z',
        };
      },
    });
    renderAt(<TaxReviewPanel />);
    expect(await screen.findByText('nova@example.com')).toBeInTheDocument();
    expect(
      screen.getByText(/W-8BEN \(person outside the US\) · resident in DE · sent Nov 20, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the signed form of nova@example.com' })).toHaveAttribute(
      'href',
      '/api/admin/tax-submissions/9/document',
    );
    const rate = screen.getByLabelText('Withholding (%) for nova@example.com');
    await userEvent.clear(rate);
    await userEvent.type(rate, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Mark received' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/tax-submissions/9/receive')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/admin/tax-submissions/9/receive')[0]?.body).toEqual({ withholdingRate: '15' });
    expect(await screen.findByText('Nothing waits for review.')).toBeInTheDocument();
  });

  it('puts a refused rate on its field', async () => {
    fakeApi({
      'GET /api/admin/tax-submissions': () => page([{ ...waiting, taxForm: 'none', documentName: null }]),
      'POST /api/admin/tax-submissions/9/receive': () =>
        answer(422, {
          message: 'The percentage must be between 0 and 100',
          errors: { withholdingRate: ['The percentage must be between 0 and 100'] },
        }),
    });
    renderAt(<TaxReviewPanel />);
    expect(await screen.findByText('No document: no form needed')).toBeInTheDocument();
    // An undocumented foreign payee starts at the full statutory rate.
    expect(screen.getByLabelText('Withholding (%) for nova@example.com')).toHaveValue('30');
    await userEvent.click(screen.getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('The percentage must be between 0 and 100')).toBeInTheDocument();
  });

  it('shows a failure to load', async () => {
    fakeApi({ 'GET /api/admin/tax-submissions': () => answer(500, { message: 'Something went wrong' }) });
    renderAt(<TaxReviewPanel />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
