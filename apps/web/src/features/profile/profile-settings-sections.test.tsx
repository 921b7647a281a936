import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADDITIONAL_EMAIL_MESSAGES, LABEL_PROFILE_MESSAGES, socialLinkMessage } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import { AdditionalEmailsSection } from './additional-emails-section.js';
import { LabelProfileSection } from './label-profile-section.js';
import VerifyEmailPage from './verify-email-page.js';

const me = () => meFixture();

describe('AdditionalEmailsSection', () => {
  it('lists the addresses with their state, adds one, makes a confirmed one receive mail and removes one', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': me,
      'POST /api/profile/additional-email/init': () => ({ message: ADDITIONAL_EMAIL_MESSAGES.sent }),
      'POST /api/profile/additional-email/update': () => ({ message: ADDITIONAL_EMAIL_MESSAGES.updated }),
      'POST /api/profile/additional-email/remove': () => ({ message: ADDITIONAL_EMAIL_MESSAGES.removed }),
    });
    renderAt(
      <AdditionalEmailsSection
        communicationEmail={{ email: 'ada@example.com', confirmed: true }}
        additionalEmails={[
          { id: 4, email: 'press@example.com', confirmed: true, communication: false },
          { id: 5, email: 'late@example.com', confirmed: false, communication: false },
        ]}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument();
    // Only a confirmed address can receive mail.
    expect(screen.getAllByRole('button', { name: 'Send mail here' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send mail here' }));
    await vi.waitFor(() => expect(api.sent('POST /api/profile/additional-email/update')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/profile/additional-email/update')[0].body).toEqual({ id: 4, communication: true });

    await user.click(screen.getByRole('button', { name: 'Remove late@example.com' }));
    await vi.waitFor(
      () => expect(api.sent('POST /api/profile/additional-email/remove')[0]?.body).toEqual({ id: 5 }),
      WAIT,
    );

    await user.type(screen.getByLabelText('New e-mail address'), 'Team@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(ADDITIONAL_EMAIL_MESSAGES.sent, {}, WAIT)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/additional-email/init')[0].body).toEqual({ email: 'team@example.com' });
  });

  it('shows the server refusal under the address field', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': me,
      'POST /api/profile/additional-email/init': () =>
        answer(422, {
          message: ADDITIONAL_EMAIL_MESSAGES.sameAsSignIn,
          errors: { email: [ADDITIONAL_EMAIL_MESSAGES.sameAsSignIn] },
        }),
    });
    renderAt(
      <AdditionalEmailsSection
        communicationEmail={{ email: 'ada@example.com', confirmed: true }}
        additionalEmails={[]}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New e-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(ADDITIONAL_EMAIL_MESSAGES.sameAsSignIn, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('LabelProfileSection', () => {
  const profile = {
    name: 'Northbound Records',
    about: null,
    imageUrl: null,
    links: { instagram: null, facebook: null, x: null, youtube: null },
  };

  it('checks each link against its network before sending, then saves', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': me,
      'POST /api/profile/label-profile/update': () => ({ message: LABEL_PROFILE_MESSAGES.saved }),
    });
    renderAt(<LabelProfileSection profile={profile} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Instagram'), 'https://facebook.com/northbound');
    await user.click(screen.getByRole('button', { name: 'Save label profile' }));
    expect(await screen.findByText(socialLinkMessage('instagram'), {}, WAIT)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/label-profile/update')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Instagram'));
    await user.type(screen.getByLabelText('Instagram'), 'https://www.instagram.com/northbound');
    await user.type(screen.getByLabelText('YouTube'), 'https://www.youtube.com/@northbound');
    await user.click(screen.getByRole('button', { name: 'Save label profile' }));
    expect(await screen.findByText(LABEL_PROFILE_MESSAGES.saved, {}, WAIT)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/label-profile/update')[0].body).toEqual({
      name: 'Northbound Records',
      about: null,
      instagram: 'https://www.instagram.com/northbound',
      facebook: null,
      x: null,
      youtube: 'https://www.youtube.com/@northbound',
    });
  });
});

describe('VerifyEmailPage', () => {
  it('confirms the address of the link once and says so', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': me,
      'POST /api/profile/additional-email/verify': () => ({ message: ADDITIONAL_EMAIL_MESSAGES.verified }),
    });
    renderAt(<VerifyEmailPage />, {
      path: '/user-portal/profile/verify/:token',
      at: '/user-portal/profile/verify/abc123',
    });
    expect(await screen.findByText(ADDITIONAL_EMAIL_MESSAGES.verified, {}, WAIT)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/additional-email/verify')).toHaveLength(1);
    expect(api.sent('POST /api/profile/additional-email/verify')[0].body).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute(
      'href',
      '/user-portal/profile#additional-emails',
    );
  });

  it('says when the link is invalid or expired', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': me,
      'POST /api/profile/additional-email/verify': () =>
        answer(422, {
          message: ADDITIONAL_EMAIL_MESSAGES.badLink,
          errors: { token: [ADDITIONAL_EMAIL_MESSAGES.badLink] },
        }),
    });
    renderAt(<VerifyEmailPage />, {
      path: '/user-portal/profile/verify/:token',
      at: '/user-portal/profile/verify/old',
    });
    expect(await screen.findByText(ADDITIONAL_EMAIL_MESSAGES.badLink, {}, WAIT)).toBeInTheDocument();
  });
});
