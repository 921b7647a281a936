import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  IDENTITY_MESSAGES,
  type IdentityCheck,
  type IdentityVerificationStatus,
  VERIFICATION_MISSING,
} from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import VerificationPage from './verification-page.js';

const flags = { documentCountry: null, responseCode: null, bypassed: false, rejected: false, verified: false };
const check = (overrides: Partial<IdentityCheck> = {}): IdentityCheck => ({
  id: 7,
  provider: 'review',
  status: 'requested',
  documentCountry: 'DE',
  documentType: 'passport',
  rejectedReason: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  submittedAt: null,
  reviewedAt: null,
  hosted: null,
  ...overrides,
});
const status = (overrides: Partial<IdentityVerificationStatus> = {}): IdentityVerificationStatus => ({
  check: null,
  flags,
  provider: 'review',
  requiredForPayouts: false,
  ...overrides,
});

/** The photos go through XMLHttpRequest (for its progress), which the fake API does not see. */
function fakeUpload(answers: { status: number; body: unknown }[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const next = answers[sent.length] ?? answers[answers.length - 1];
      sent.push(form);
      this.upload.onprogress?.({ loaded: 50, total: 100 });
      this.status = next.status;
      this.responseText = JSON.stringify(next.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const ELIGIBILITY = 'GET /api/auth/verification/eligibility';
const eligible = () => ({ eligible: true, missing: [] });

const jpeg = (name: string) => new File([new Uint8Array(2000)], name, { type: 'image/jpeg' });

function renderPage(onHosted = vi.fn()) {
  markSignedIn();
  renderAt(<VerificationPage onHosted={onHosted} />, { path: '/user-portal/verification' });
  return onHosted;
}

describe('Identity verification page', () => {
  it('checks the photos before sending, then sends a card with both sides and shows it under review', async () => {
    let current = status();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => current,
      [ELIGIBILITY]: eligible,
      'POST /api/support/verification/request': () => check({ documentType: 'id-card' }),
    });
    const sent = fakeUpload([{ status: 200, body: check({ status: 'submitted', documentType: 'id-card' }) }]);
    renderPage();
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Verify your identity' });

    await userEvent.selectOptions(screen.getByLabelText(/Issuing country/), 'DE');
    await userEvent.selectOptions(screen.getByLabelText(/Document/), 'id-card');
    await userEvent.upload(screen.getByLabelText('Front of the document'), jpeg('front.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.imageMissing('back'))).toBeInTheDocument();
    expect(screen.getByText(IDENTITY_MESSAGES.imageMissing('selfie'))).toBeInTheDocument();
    expect(api.sent('POST /api/support/verification/request')).toHaveLength(0);

    const pdf = new File(['%PDF'], 'back.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Back of the document'), pdf, { applyAccept: false });
    expect(await screen.findByText(IDENTITY_MESSAGES.imageType)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Back of the document'), jpeg('back.jpg'));
    await userEvent.upload(screen.getByLabelText('Selfie'), jpeg('selfie.jpg'));
    current = status({
      check: check({ status: 'submitted', documentType: 'id-card', submittedAt: '2026-11-20T10:05:00.000Z' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(api.sent('POST /api/support/verification/request')[0]?.body).toEqual({
      documentCountry: 'DE',
      documentType: 'id-card',
    });
    expect(sent).toHaveLength(1);
    const form = sent[0] as FormData;
    expect(form.get('checkId')).toBe('7');
    expect((form.get('front') as File).name).toBe('front.jpg');
    expect((form.get('back') as File).name).toBe('back.jpg');
    expect((form.get('selfie') as File).name).toBe('selfie.jpg');
  });

  it("puts the server's refusals on the photo they are about", async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => status({ check: check() }),
      [ELIGIBILITY]: eligible,
      'POST /api/support/verification/request': () => check(),
    });
    fakeUpload([
      {
        status: 422,
        body: {
          message: 'Validation Error',
          errors: { front: [IDENTITY_MESSAGES.imageTooSmall], selfie: [IDENTITY_MESSAGES.imageHeic] },
        },
      },
    ]);
    renderPage();
    expect(await screen.findByText('Started')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Verify your identity' });
    // The open check's choices are kept: Germany, passport (no back side).
    expect(screen.getByLabelText(/Issuing country/)).toHaveValue('DE');
    expect(screen.queryByLabelText('Back of the document')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Front of the document'), jpeg('small.jpg'));
    await userEvent.upload(screen.getByLabelText('Selfie'), jpeg('selfie.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.imageTooSmall)).toBeInTheDocument();
    expect(screen.getByText(IDENTITY_MESSAGES.imageHeic)).toBeInTheDocument();
    expect(screen.getByLabelText('Front of the document')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the reason of a rejection and lets the person start again', async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () =>
        status({
          check: check({
            status: 'rejected',
            rejectedReason: 'The photo is blurred',
            submittedAt: '2026-11-20T10:05:00.000Z',
          }),
          flags: { ...flags, rejected: true },
        }),
      [ELIGIBILITY]: eligible,
    });
    renderPage();
    const state = await screen.findByRole('status', { name: 'Verification status' });
    expect(within(state).getByText('Not accepted')).toBeInTheDocument();
    expect(within(state).getByText(/The photo is blurred/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    await userEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Issuing country/)).toHaveValue('');
  });

  const INTRO = /keeps your payouts safe/;

  it.each([
    ['approved', 'Verified', false],
    ['bypassed', 'Not needed', false],
    ['processing', 'Being checked', true],
    ['submitted', 'Under review', true],
  ] as const)('shows a %s check (%s) without the form; intro shown: %s', async (state, title, hasIntro) => {
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => status({ check: check({ status: state }) }),
    });
    renderPage();
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verify your identity' })).not.toBeInTheDocument();
    // The intro (and its word on rejections) is about a verification still to come.
    expect(screen.queryByText(INTRO) !== null).toBe(hasIntro);
    // Nothing can be started, so whether it could is not asked.
    expect(api.sent(ELIGIBILITY)).toHaveLength(0);
  });

  it('leaves out the intro after a rejection: the status says what it blocks', async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () =>
        status({ check: check({ status: 'rejected', rejectedReason: 'Expired' }), requiredForPayouts: true }),
      [ELIGIBILITY]: eligible,
    });
    renderPage();
    expect(await screen.findByText('Not accepted')).toBeInTheDocument();
    expect(screen.queryByText(INTRO)).not.toBeInTheDocument();
    expect(screen.queryByText('Payouts are sent once your identity is verified.')).not.toBeInTheDocument();
  });

  it('says what is missing instead of the form while the account may not verify yet', async () => {
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => status({ requiredForPayouts: true }),
      [ELIGIBILITY]: () => ({
        eligible: false,
        missing: [VERIFICATION_MISSING.confirmEmail, VERIFICATION_MISSING.completeProfile],
      }),
    });
    renderPage();
    const alert = await screen.findByRole('alert', { name: 'Before you verify' });
    expect(within(alert).getByText('You cannot verify yet')).toBeInTheDocument();
    expect(within(alert).getByText(VERIFICATION_MISSING.confirmEmail)).toBeInTheDocument();
    expect(within(alert).getByText(VERIFICATION_MISSING.completeProfile)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open settings' })).toHaveAttribute(
      'href',
      '/user-portal/profile#address',
    );
    expect(screen.getByText('Payouts are sent once your identity is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verify your identity' })).not.toBeInTheDocument();
    expect(api.sent('POST /api/support/verification/request')).toHaveLength(0);
  });

  it('offers no new attempt after a rejection until the account may verify again', async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () =>
        status({
          check: check({ status: 'rejected', rejectedReason: 'Blurred' }),
          flags: { ...flags, rejected: true },
        }),
      [ELIGIBILITY]: () => ({ eligible: false, missing: [VERIFICATION_MISSING.confirmEmail] }),
    });
    renderPage();
    const alert = await screen.findByRole('alert', { name: 'Before you verify' });
    expect(within(alert).getByText(VERIFICATION_MISSING.confirmEmail)).toBeInTheDocument();
    expect(within(alert).queryByRole('link', { name: 'Open settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('still shows the form when whether the account may verify cannot be read (the server checks again)', async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => status(),
      [ELIGIBILITY]: () => answer(503, { message: 'The server is busy' }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send for review' })).toBeInTheDocument();
  });

  it("hands off to Stripe's page with the hosted provider", async () => {
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => status({ provider: 'stripe' }),
      [ELIGIBILITY]: eligible,
      'POST /api/support/verification/request': () =>
        check({ provider: 'stripe', hosted: { url: 'https://verify.stripe.com/start/abc', clientSecret: null } }),
    });
    const onHosted = renderPage();
    await screen.findByRole('form', { name: 'Verify your identity' });
    expect(screen.queryByLabelText('Selfie')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Issuing country/), 'FR');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    await vi.waitFor(() => expect(onHosted).toHaveBeenCalledWith('https://verify.stripe.com/start/abc'));
    expect(api.sent('POST /api/support/verification/request')[0]?.body).toEqual({
      documentCountry: 'FR',
      documentType: 'passport',
    });
  });

  it('refuses a manager acting for the account', async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => answer(403, { message: 'Forbidden', code: 'FORBIDDEN' }),
    });
    renderPage();
    expect(await screen.findByText(/Only the account's owner verifies their identity/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('says when the status cannot be loaded', async () => {
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'GET /api/support/verification': () => answer(503, { message: 'The server is busy' }),
    });
    renderPage();
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
