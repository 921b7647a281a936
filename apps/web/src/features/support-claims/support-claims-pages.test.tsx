import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DMCA_STATEMENTS, SUPPORT_CLAIM_MESSAGES as M } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import AccountDisputePage from './account-dispute-page.js';
import DmcaPage from './dmca-page.js';
import YoutubeDisputePage from './youtube-dispute-page.js';

// The proof of work runs in a Web Worker jsdom does not have: the widget stands in with a solution per challenge.
vi.mock('../../ui/captcha-field.js', () => ({
  CaptchaField({ onChange, resetKey = 0 }: { onChange(solution: string): void; resetKey?: number }) {
    useEffect(() => {
      onChange(`solution-${resetKey}`);
    }, [onChange, resetKey]);
    return <span>robot check</span>;
  },
}));

const STARTED = {
  message: 'We sent a 6-digit code to ada@rights.test. Enter it to send your request.',
  reference: 'CLM-ABCDEFGHJKLMNPQR',
  expires_at: '2026-11-20T10:30:00.000Z',
};

async function fillDmca(user: ReturnType<typeof userEvent.setup>, signature = 'Ada Lovelace') {
  await user.type(screen.getByLabelText(/The copyrighted work/), 'My recording "Northern Lights" (2021).');
  await user.type(screen.getByLabelText(/The material that infringes it/), 'A full copy of the master.');
  await user.type(screen.getByLabelText('Web address'), 'https://stores.example/album/1');
  await user.type(screen.getByLabelText(/Full legal name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/Postal address/), '12 St James Square, London');
  await user.type(screen.getByLabelText(/Phone/), '+44 20 7946 0958');
  await user.type(screen.getByLabelText(/E-mail address/), 'ada@rights.test');
  await user.click(screen.getByLabelText(DMCA_STATEMENTS.goodFaith));
  await user.click(screen.getByLabelText(DMCA_STATEMENTS.accurateUnderPenalty));
  await user.type(screen.getByLabelText(/^Signature/), signature);
}

describe('the DMCA notice page', () => {
  it('checks the notice before sending: unconfirmed statements, no place, a signature of another name', async () => {
    const api = fakeApi({});
    renderAt(<DmcaPage />, { path: '/support/dmca' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full legal name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Signature/), 'Charles Babbage');
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText(M.goodFaith)).toBeInTheDocument();
    expect(screen.getByText(M.accurateUnderPenalty)).toBeInTheDocument();
    expect(screen.getByText(M.copyrightedWork)).toBeInTheDocument();
    expect(screen.getByText(M.phone)).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('keeps every field on a refusal, then takes the code and shows the ticket number to a guest', async () => {
    let starts = 0;
    const api = fakeApi({
      'POST /api/support/init/dmca': () =>
        (starts += 1) === 1
          ? answer(422, { message: 'Validation Error', errors: { signature: [M.signatureMismatch] } })
          : STARTED,
      'POST /api/support/verify/dmca': (request) =>
        (request.body as { code: string }).code === '123456'
          ? { message: M.verified, ticket_id: 42, ticket_path: null }
          : answer(422, { message: 'Validation Error', errors: { code: [M.codeWrong] } }),
    });
    renderAt(<DmcaPage />, { path: '/support/dmca' });
    const user = userEvent.setup();
    await fillDmca(user);
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText(M.signatureMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/Postal address/)).toHaveValue('12 St James Square, London');
    expect(screen.getByLabelText(DMCA_STATEMENTS.goodFaith)).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText(STARTED.message)).toBeInTheDocument();
    const sent = api.sent('POST /api/support/init/dmca');
    expect(sent.map((request) => (request.body as { captcha: string }).captcha)).toEqual(['solution-0', 'solution-1']);
    expect(sent[1].body).toMatchObject({ name: 'Ada Lovelace', good_faith: true, email: 'ada@rights.test' });

    await user.type(screen.getByLabelText(/6-digit code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText(M.codeWrong)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText('Ticket #42')).toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: 'Open the ticket' })).toBeNull();
    await vi.waitFor(
      () =>
        expect(api.sent('POST /api/support/verify/dmca').at(-1)?.body).toEqual({
          reference: STARTED.reference,
          code: '123456',
        }),
      WAIT,
    );
  });

  it('goes back from the code step to the form as it was typed', async () => {
    fakeApi({ 'POST /api/support/init/dmca': () => STARTED });
    renderAt(<DmcaPage />, { path: '/support/dmca' });
    const user = userEvent.setup();
    await fillDmca(user);
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the form' }));
    expect(screen.getByLabelText(/The material that infringes it/)).toHaveValue('A full copy of the master.');
    expect(screen.getByLabelText(/^Signature/)).toHaveValue('Ada Lovelace');
  });
});

describe('the YouTube dispute page', () => {
  it('refuses a link that is not a video, then links the signed-in person to their ticket', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'POST /api/support/init/youtube-dispute': () => STARTED,
      'POST /api/support/verify/youtube-dispute': () => ({
        message: M.verified,
        ticket_id: 7,
        ticket_path: '/support/message/7',
      }),
    });
    renderAt(<YoutubeDisputePage />, { path: '/support/youtube-dispute' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Video link/), 'https://vimeo.com/1');
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));
    expect(await screen.findByText(M.videoUrl)).toBeInTheDocument();
    expect(screen.getByText(M.reason)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Video link/));
    await user.type(screen.getByLabelText(/Video link/), 'https://youtu.be/dQw4w9WgXcQ');
    await user.type(screen.getByLabelText(/ISRC of your track/), 'USRC17607839');
    await user.click(screen.getByLabelText('It is my original work'));
    await user.type(screen.getByLabelText(/Explanation/), 'I wrote and recorded it myself in 2021.');
    await user.type(screen.getByLabelText(/Your full name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/E-mail address/), 'grace@artist.test');
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText('Ticket #7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the ticket' })).toHaveAttribute('href', '/support/message/7');
  });
});

describe('the account dispute page', () => {
  it('asks which decision, when and why, and shows the server’s date message on its field', async () => {
    fakeApi({
      'POST /api/support/init/account-dispute': () =>
        answer(422, { message: 'Validation Error', errors: { decision_date: [M.decisionDateFuture] } }),
    });
    renderAt(<AccountDisputePage />, { path: '/support/account-dispute' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));
    expect(await screen.findByText(M.account)).toBeInTheDocument();
    expect(screen.getByText(M.decision)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Account e-mail address or username/), 'nova');
    await user.click(screen.getByLabelText('Payout hold'));
    await user.type(screen.getByLabelText(/Date of the decision/), '2026-01-15');
    await user.type(screen.getByLabelText(/Why you disagree/), 'Every stream came from real listeners.');
    await user.type(screen.getByLabelText(/Your full name/), 'Nova Reyes');
    await user.type(screen.getByLabelText(/E-mail address/), 'nova@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));
    expect(await screen.findByText(M.decisionDateFuture)).toBeInTheDocument();
    expect(screen.getByLabelText('Payout hold')).toBeChecked();
  });
});
