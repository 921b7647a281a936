import { PROVIDER_METHOD_MESSAGES, VenmoInitRequest } from '@liner/domain';
import { CodeMethodDialog, type CodeMethodCopy } from './code-method-dialog.js';

const COPY: CodeMethodCopy = {
  connectTitle: 'Connect Venmo',
  verifyTitle: 'Verify Venmo',
  field: 'phone',
  fieldLabel: 'Venmo phone number',
  fieldType: 'tel',
  fieldHelp: 'The US mobile number of your Venmo account, e.g. +1 415 555 0123',
  codeSent: PROVIDER_METHOD_MESSAGES.venmoCodeSent,
  changeLabel: 'Use another number',
};

/** Venmo: the phone number (+ password or code) -> a 6-digit code by SMS -> verified. */
export function VenmoDialog({ startAtCode, onClose }: { startAtCode: boolean; onClose(): void }) {
  return (
    <CodeMethodDialog
      copy={COPY}
      schema={VenmoInitRequest}
      initPath="/api/profile/venmo/init"
      verifyPath="/api/profile/venmo/verify"
      startAtCode={startAtCode}
      onClose={onClose}
    />
  );
}
