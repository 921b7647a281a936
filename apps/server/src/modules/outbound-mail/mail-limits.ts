/** Every kind of mail the server sends; each goes through reserveMail with its limits. */
export type MailKind =
  | 'email-confirmation'
  | 'login-code'
  | 'password-reset'
  | 'two-factor-setup-code'
  | 'payout-change-code'
  | 'paypal-confirmation'
  | 'manifest-confirmation'
  | 'split-invitation'
  | 'manager-invitation'
  | 'additional-email-confirmation'
  | 'support-reply'
  | 'support-receipt'
  | 'support-claim-code';

export interface MailLimit {
  /** Wait between two mails of the kind from one sender to one recipient (0: none). */
  cooldownSeconds: number;
  /** Mails of the kind one sender may send in 24 hours. */
  perSenderPerDay: number;
  /** Mails of the kind one address may receive in 24 hours, from all senders together. */
  perRecipientPerDay: number;
  /** What the person asked for, in the 429 message: "You can send another {noun} in 45 seconds". */
  noun: string;
}

export const MAIL_LIMIT_WINDOW_HOURS = 24;

/** The limits of each kind (docs/product/outbound-mail.md explains the choice). */
export const MAIL_LIMITS: Record<MailKind, MailLimit> = {
  'email-confirmation': { cooldownSeconds: 60, perSenderPerDay: 5, perRecipientPerDay: 5, noun: 'confirmation link' },
  'login-code': { cooldownSeconds: 60, perSenderPerDay: 30, perRecipientPerDay: 10, noun: 'code' },
  'password-reset': { cooldownSeconds: 60, perSenderPerDay: 20, perRecipientPerDay: 5, noun: 'reset link' },
  'two-factor-setup-code': { cooldownSeconds: 60, perSenderPerDay: 10, perRecipientPerDay: 10, noun: 'code' },
  'payout-change-code': { cooldownSeconds: 60, perSenderPerDay: 10, perRecipientPerDay: 10, noun: 'code' },
  'paypal-confirmation': { cooldownSeconds: 60, perSenderPerDay: 10, perRecipientPerDay: 5, noun: 'code' },
  'manifest-confirmation': { cooldownSeconds: 60, perSenderPerDay: 10, perRecipientPerDay: 5, noun: 'code' },
  'split-invitation': { cooldownSeconds: 0, perSenderPerDay: 60, perRecipientPerDay: 20, noun: 'split invitation' },
  'manager-invitation': { cooldownSeconds: 0, perSenderPerDay: 20, perRecipientPerDay: 5, noun: 'invitation' },
  'additional-email-confirmation': {
    cooldownSeconds: 60,
    perSenderPerDay: 10,
    perRecipientPerDay: 5,
    noun: 'confirmation link',
  },
  // Every agent reply is mailed: the caps only stop a runaway loop, never a busy day.
  'support-reply': { cooldownSeconds: 0, perSenderPerDay: 1000, perRecipientPerDay: 100, noun: 'reply' },
  // The receipt of a guest's ticket: the cap is what keeps the public form from mailing anyone at will.
  'support-receipt': { cooldownSeconds: 60, perSenderPerDay: 5, perRecipientPerDay: 5, noun: 'message' },
  // The code of a public DMCA / dispute form: like the guest form, the caps keep it from mailing anyone at will.
  'support-claim-code': { cooldownSeconds: 60, perSenderPerDay: 10, perRecipientPerDay: 5, noun: 'code' },
};
