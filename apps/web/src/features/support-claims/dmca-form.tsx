import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { DMCA_STATEMENTS, DmcaClaimRequest, SUPPORT_CLAIM_LIMITS, type SupportClaimStarted } from '@liner/domain';
import { FormCheckbox } from '../../ui/form-checkbox.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { ClaimFormFrame, ClaimSection } from './claim-form-frame.js';
import { useClaimSubmit } from './use-claim-submit.js';

type Values = DmcaClaimRequest;
const FIELDS = [
  'copyrighted_work',
  'infringing_material',
  'infringing_url',
  'upc',
  'isrc',
  'rights_owner',
  'name',
  'address',
  'phone',
  'email',
  'good_faith',
  'accurate_under_penalty',
  'signature',
  'captcha',
] as const;

const EMPTY: Values = {
  copyrighted_work: '',
  infringing_material: '',
  infringing_url: '',
  upc: '',
  isrc: '',
  rights_owner: '',
  name: '',
  address: '',
  phone: '',
  email: '',
  good_faith: false,
  accurate_under_penalty: false,
  signature: '',
  captcha: '',
};

/** The elements of a notice under 17 U.S.C. §512(c)(3), in the order the law lists them. */
export function DmcaForm({ onStarted }: { onStarted(started: SupportClaimStarted): void }) {
  const form = useForm<Values>({ resolver: zodResolver(DmcaClaimRequest), defaultValues: EMPTY });
  const { send, rest, captchaKey, isPending } = useClaimSubmit('dmca', form.setError, FIELDS, onStarted);
  const { control } = form;
  const describe = { required: true, fullWidth: true, multiline: true, minRows: 3 } as const;
  return (
    <ClaimFormFrame
      label="DMCA notice"
      onSubmit={form.handleSubmit(send)}
      control={control}
      captchaKey={captchaKey}
      rest={rest}
      isPending={isPending}
      submitLabel="Send the notice"
    >
      <ClaimSection title="The work and the infringement">
        <FormTextField
          control={control}
          name="copyrighted_work"
          label="The copyrighted work"
          helperText="Its title, who made it and when; for several works, a list."
          {...describe}
        />
        <FormTextField
          control={control}
          name="infringing_material"
          label="The material that infringes it"
          helperText="What was copied and how."
          {...describe}
        />
      </ClaimSection>
      <ClaimSection
        title="Where the material is"
        hint="At least one: a web address, or the UPC of the release or ISRC of the track in our catalog."
      >
        <FormTextField
          control={control}
          name="infringing_url"
          label="Web address"
          type="url"
          placeholder="https://"
          fullWidth
          inputProps={{ maxLength: SUPPORT_CLAIM_LIMITS.urlMax }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="upc" label="UPC or EAN" inputProps={{ inputMode: 'numeric' }} />
          <FormTextField control={control} name="isrc" label="ISRC" placeholder="US-RC1-76-07839" />
        </Box>
      </ClaimSection>
      <ClaimSection title="You" hint="The notice is passed to the person it concerns, your contact details with it.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="name" label="Full legal name" required autoComplete="name" />
          <FormTextField
            control={control}
            name="rights_owner"
            label="Rights owner"
            helperText="If you act for the owner, their name."
            autoComplete="organization"
          />
        </Box>
        <FormTextField
          control={control}
          name="address"
          label="Postal address"
          required
          fullWidth
          multiline
          minRows={2}
          autoComplete="street-address"
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
          <FormTextField
            control={control}
            name="email"
            label="E-mail address"
            type="email"
            required
            autoComplete="email"
            helperText="We send the code and our answers here."
          />
        </Box>
      </ClaimSection>
      <ClaimSection title="Statements">
        <FormCheckbox control={control} name="good_faith" label={DMCA_STATEMENTS.goodFaith} />
        <FormCheckbox control={control} name="accurate_under_penalty" label={DMCA_STATEMENTS.accurateUnderPenalty} />
        <FormTextField
          control={control}
          name="signature"
          label="Signature"
          required
          fullWidth
          helperText="Type your full legal name, exactly as above."
        />
      </ClaimSection>
    </ClaimFormFrame>
  );
}
