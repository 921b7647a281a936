import { PAYOUT_MESSAGES, PaypalInitRequest } from '@liner/domain';
import { CodeMethodDialog, type CodeMethodCopy } from './code-method-dialog.js';

const COPY: CodeMethodCopy = {
  connectTitle: 'Connect PayPal',
  verifyTitle: 'Verify PayPal',
  field: 'email',
  fieldLabel: 'PayPal e-mail',
  fieldType: 'email',
  codeSent: PAYOUT_MESSAGES.paypalCodeSent,
  changeLabel: 'Use another address',
};

/** PayPal: e-mail (+ password or code) -> a 6-digit code sent to that address -> verified. */
export function PaypalDialog({ startAtCode, onClose }: { open: boolean; startAtCode: boolean; onClose(): void }) {
  return (
    <CodeMethodDialog
      copy={COPY}
      schema={PaypalInitRequest}
      initPath="/api/profile/paypal/init"
      verifyPath="/api/profile/paypal/verify"
      startAtCode={startAtCode}
      onClose={onClose}
    />
  );
}
