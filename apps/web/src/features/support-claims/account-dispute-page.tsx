import { ClaimFlow } from './claim-flow.js';
import { AccountDisputeForm } from './account-dispute-form.js';

/** /support/account-dispute — open to a suspended person, who cannot sign in. */
export default function AccountDisputePage() {
  return (
    <ClaimFlow
      kind="account-dispute"
      title="Account dispute"
      intro="Your account was suspended, a release removed, or a payout or royalties held, and you disagree? Tell us which decision and why; someone who did not take it reviews it."
    >
      {(onStarted) => <AccountDisputeForm onStarted={onStarted} />}
    </ClaimFlow>
  );
}
