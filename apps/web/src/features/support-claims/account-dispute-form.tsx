import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccountDisputeRequest,
  DISPUTED_DECISION_LABELS,
  DISPUTED_DECISIONS,
  type SupportClaimStarted,
} from '@liner/domain';
import { FormDateInput } from '../../ui/form-date-input.js';
import { FormRadioGroup } from '../../ui/form-radio-group.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { ClaimFormFrame, ClaimSection } from './claim-form-frame.js';
import { ContactFields } from './contact-fields.js';
import { useClaimSubmit } from './use-claim-submit.js';

type Values = AccountDisputeRequest;
const FIELDS = ['account', 'decision', 'decision_date', 'explanation', 'name', 'email', 'captcha'] as const;
const DECISIONS = DISPUTED_DECISIONS.map((value) => ({ value, label: DISPUTED_DECISION_LABELS[value] }));

export function AccountDisputeForm({ onStarted }: { onStarted(started: SupportClaimStarted): void }) {
  const form = useForm<Values>({
    resolver: zodResolver(AccountDisputeRequest),
    defaultValues: {
      account: '',
      decision: '' as Values['decision'],
      decision_date: '',
      explanation: '',
      name: '',
      email: '',
      captcha: '',
    },
  });
  const { send, rest, captchaKey, isPending } = useClaimSubmit('account-dispute', form.setError, FIELDS, onStarted);
  const { control } = form;
  return (
    <ClaimFormFrame
      label="Account dispute"
      onSubmit={form.handleSubmit(send)}
      control={control}
      captchaKey={captchaKey}
      rest={rest}
      isPending={isPending}
      submitLabel="Send the dispute"
    >
      <ClaimSection title="The decision">
        <FormTextField
          control={control}
          name="account"
          label="Account e-mail address or username"
          required
          fullWidth
          autoComplete="username"
        />
        <FormRadioGroup control={control} name="decision" label="Decision you dispute" options={DECISIONS} />
        <FormDateInput
          control={control}
          name="decision_date"
          label="Date of the decision"
          max={new Date().toISOString().slice(0, 10)}
          sx={{ maxWidth: 260 }}
        />
        <FormTextField
          control={control}
          name="explanation"
          label="Why you disagree"
          required
          fullWidth
          multiline
          minRows={4}
          helperText="What happened, and anything that shows the decision was wrong."
        />
      </ClaimSection>
      <ClaimSection title="You">
        <ContactFields control={control} />
      </ClaimSection>
    </ClaimFormFrame>
  );
}
