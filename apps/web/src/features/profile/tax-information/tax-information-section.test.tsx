import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../testing/fake-api.js';
import { renderAt } from '../../../testing/render.js';
import { TaxInformationSection } from './tax-information-section.js';

/** The upload goes through XMLHttpRequest (for its progress), which the fake API does not see. */
function fakeUpload(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const profile = {
  userId: 5,
  email: 'artist@example.com',
  residencyCountry: null,
  taxForm: 'none',
  withholdingRate: '0.00',
  updatedAt: null,
};
const submission = {
  residencyCountry: 'DE',
  taxForm: 'W-8BEN',
  documentName: 'w8ben.pdf',
  documentType: 'application/pdf',
  documentBytes: 1200,
  status: 'submitted',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaxInformationSection', () => {
  it('sends residency, form and the signed document, then shows it under review', async () => {
    fakeApi({
      'GET /api/profile/tax': () => ({ profile, submission: null }),
      'GET /api/profile/documents': () => ({ documents: [] }),
      'GET /api/auth/me': () => answer(401, { message: 'Unauthenticated' }),
    });
    const sent = fakeUpload(200, { profile, submission });
    renderAt(<TaxInformationSection />);
    expect(await screen.findByText(/You have not sent tax information yet/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Country of residence'), 'DE');
    const forms = within(screen.getByLabelText('Tax form', { exact: true })).getAllByRole('option');
    expect(forms.map((option) => option.textContent)).toEqual([
      'W-8BEN (person outside the US)',
      'W-8BEN-E (company outside the US)',
      'No form needed',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send tax information' }));
    expect(screen.getByText('Attach your signed tax form (PDF, PNG or JPEG)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const file = new File(['%PDF-1.4'], 'w8ben.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Signed tax form (PDF, PNG or JPEG, at most 10 MB)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Send tax information' }));
    expect(await screen.findByText('Submitted, under review.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].get('residencyCountry')).toBe('DE');
    expect(sent[0].get('taxForm')).toBe('W-8BEN');
    expect((sent[0].get('document') as File).name).toBe('w8ben.pdf');
    // No withholding rate is ever sent: the operator sets it.
    expect(sent[0].has('withholdingRate')).toBe(false);
  });

  it('offers a US resident the W-9 only', async () => {
    fakeApi({ 'GET /api/profile/tax': () => ({ profile, submission: null }) });
    renderAt(<TaxInformationSection />);
    await userEvent.selectOptions(await screen.findByLabelText('Country of residence'), 'US');
    expect(
      within(screen.getByLabelText('Tax form', { exact: true }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['W-9 (US person)']);
  });

  it("puts the server's refusal of the file beside the file", async () => {
    fakeApi({ 'GET /api/profile/tax': () => ({ profile, submission: null }) });
    fakeUpload(422, {
      message: 'The tax form must be a PDF, PNG or JPEG file',
      errors: { document: ['The tax form must be a PDF, PNG or JPEG file'] },
    });
    renderAt(<TaxInformationSection />);
    await userEvent.selectOptions(await screen.findByLabelText('Country of residence'), 'FR');
    await userEvent.upload(
      screen.getByLabelText('Signed tax form (PDF, PNG or JPEG, at most 10 MB)'),
      new File(['zip'], 'form.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send tax information' }));
    expect(await screen.findByText('The tax form must be a PDF, PNG or JPEG file')).toBeInTheDocument();
  });

  it('shows a received form with the rate the operator set', async () => {
    fakeApi({
      'GET /api/profile/tax': () => ({
        profile: { ...profile, residencyCountry: 'DE', taxForm: 'W-8BEN', withholdingRate: '15.00' },
        submission: { ...submission, status: 'received', reviewedAt: '2026-11-21T10:00:00.000Z' },
      }),
    });
    renderAt(<TaxInformationSection />);
    expect(await screen.findByText('Received.')).toBeInTheDocument();
    expect(screen.getByText('15.00 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send new tax information' })).toBeInTheDocument();
    // A new submission starts from the last one.
    expect(screen.getByLabelText('Country of residence')).toHaveValue('DE');
    expect(screen.getByLabelText('Tax form', { exact: true })).toHaveValue('W-8BEN');
  });

  it('tells a non-owner that only the owner sees it, and shows a failure', async () => {
    fakeApi({ 'GET /api/profile/tax': () => answer(403, { message: 'Forbidden', code: 'FORBIDDEN' }) });
    const { unmount } = renderAt(<TaxInformationSection />);
    expect(await screen.findByText('Only the account owner can see and send its tax information.')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /api/profile/tax': () => answer(500, { message: 'Something went wrong' }) });
    renderAt(<TaxInformationSection />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
