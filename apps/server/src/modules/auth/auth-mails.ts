import type { AppDeps } from '../../platform/deps.js';
import type { MailMessage } from '../../platform/mail.js';

interface Recipient {
  email: string;
}

/** The confirmation link is the web route /register/verify/{token}. */
export async function sendVerificationMail(deps: AppDeps, user: Recipient, token: string): Promise<void> {
  const link = `${deps.config.publicUrl}/register/verify/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Confirm your Liner account',
    text: `Welcome to Liner!\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 48 hours. If you did not sign up, ignore this message.\n`,
    links: [link],
  });
}

export async function sendLoginCodeMail(deps: AppDeps, user: Recipient, code: string, minutes: number): Promise<void> {
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Liner sign-in code',
    text: `Your sign-in code is ${code}\n\nIt is valid for ${minutes} minutes. If you did not try to sign in, change your password.\n`,
  });
}

/** The recovery link is the web route /recover/{token}; recover-password.ts sends it from a job. */
export function recoveryMessage(deps: AppDeps, user: Recipient, token: string, minutes: number): MailMessage {
  const link = `${deps.config.publicUrl}/recover/${token}`;
  return {
    to: user.email,
    subject: 'Reset your Liner password',
    text: `Someone asked to reset the password of your Liner account.\n\nChoose a new password here:\n${link}\n\nThe link is valid for ${minutes} minutes and works once. If it was not you, ignore this message.\n`,
    links: [link],
  };
}
