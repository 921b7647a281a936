import { SUPPORT_CLAIM_LIMITS, type SupportClaimKind } from '@liner/domain';
import type { MailMessage } from '../../../platform/mail.js';

const WHAT: Record<SupportClaimKind, string> = {
  dmca: 'DMCA notice',
  'youtube-dispute': 'YouTube claim dispute',
  'account-dispute': 'account dispute',
};

/** The code that proves the address of the person sending a claim form. */
export function claimCodeMessage(to: string, kind: SupportClaimKind, code: string): MailMessage {
  const what = WHAT[kind];
  const minutes = SUPPORT_CLAIM_LIMITS.codeMinutes;
  return {
    to,
    subject: `Your Liner code: ${code}`,
    text: `Your code to send your ${what} is ${code}. It expires in ${minutes} minutes.\n\nIf you did not fill in our ${what} form, ignore this e-mail: nothing is sent without the code.`,
  };
}
