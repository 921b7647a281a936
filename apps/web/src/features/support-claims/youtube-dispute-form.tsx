import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  SUPPORT_CLAIM_LIMITS,
  type SupportClaimStarted,
  YOUTUBE_DISPUTE_REASON_LABELS,
  YOUTUBE_DISPUTE_REASONS,
  YoutubeDisputeRequest,
} from '@liner/domain';
import { FormRadioGroup } from '../../ui/form-radio-group.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { ClaimFormFrame, ClaimSection } from './claim-form-frame.js';
import { ContactFields } from './contact-fields.js';
import { useClaimSubmit } from './use-claim-submit.js';

type Values = YoutubeDisputeRequest;
const FIELDS = ['video_url', 'claim_id', 'isrc', 'reason', 'explanation', 'name', 'email', 'captcha'] as const;
const REASONS = YOUTUBE_DISPUTE_REASONS.map((value) => ({ value, label: YOUTUBE_DISPUTE_REASON_LABELS[value] }));

export function YoutubeDisputeForm({ onStarted }: { onStarted(started: SupportClaimStarted): void }) {
  const form = useForm<Values>({
    resolver: zodResolver(YoutubeDisputeRequest),
    // The reason starts unchosen: the contract refuses '' with "Choose why the claim is wrong".
    defaultValues: {
      video_url: '',
      claim_id: '',
      isrc: '',
      reason: '' as Values['reason'],
      explanation: '',
      name: '',
      email: '',
      captcha: '',
    },
  });
  const { send, rest, captchaKey, isPending } = useClaimSubmit('youtube-dispute', form.setError, FIELDS, onStarted);
  const { control } = form;
  return (
    <ClaimFormFrame
      label="YouTube claim dispute"
      onSubmit={form.handleSubmit(send)}
      control={control}
      captchaKey={captchaKey}
      rest={rest}
      isPending={isPending}
      submitLabel="Send the dispute"
    >
      <ClaimSection title="The claim">
        <FormTextField
          control={control}
          name="video_url"
          label="Video link"
          type="url"
          required
          fullWidth
          placeholder="https://www.youtube.com/watch?v=…"
          helperText="youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/…"
          inputProps={{ maxLength: SUPPORT_CLAIM_LIMITS.urlMax }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="claim_id"
            label="Claim or asset ID"
            helperText="From YouTube Studio, if you know it."
          />
          <FormTextField
            control={control}
            name="isrc"
            label="ISRC of your track"
            required
            placeholder="US-RC1-76-07839"
            helperText="The track of your catalog the video uses."
          />
        </Box>
      </ClaimSection>
      <ClaimSection title="Why the claim is wrong">
        <FormRadioGroup control={control} name="reason" label="Reason" options={REASONS} />
        <FormTextField
          control={control}
          name="explanation"
          label="Explanation"
          required
          fullWidth
          multiline
          minRows={4}
          helperText="What you hold (a licence, the original files) and anything YouTube told you."
        />
      </ClaimSection>
      <ClaimSection title="You">
        <ContactFields control={control} />
      </ClaimSection>
    </ClaimFormFrame>
  );
}
