import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BusinessDetails, BusinessInformationRequest, type StoredAddress } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { FormFieldGrid } from '../../ui/form-field-grid.js';
import { SectionCard } from '../../ui/section-card.js';
import { ADDRESS_FIELDS, AddressForm, type AddressInput } from './address-form.js';
import {
  useBusinessInformationMutation,
  useBusinessInitMutation,
  useLegalAddressMutation,
  useMailingAddressMutation,
} from './settings-api.js';
import { useProfileFeedback } from './use-profile-feedback.js';
import { useSectionSave } from './use-section-save.js';

const FIELDS = ['legalEntityName', 'representativeFirstName', 'representativeLastName', 'companyPosition'] as const;

const toInput = (address: StoredAddress | null): AddressInput => ({
  country: address?.country ?? '',
  state: address?.state ?? '',
  city: address?.city ?? '',
  postcode: address?.postcode ?? '',
  address: address?.address ?? '',
  fromSearch: false,
});

/** A label's company: the legal entity and its representative, then its legal and mailing addresses. */
export function BusinessSection({ business }: { business: BusinessDetails | null }) {
  return (
    <SectionCard
      id="business"
      title="Business details"
      description="The company behind your label, as registered; used on contracts and tax forms."
    >
      <Stack spacing={3}>
        <BusinessInformationForm business={business} />
        {business ? (
          <BusinessAddresses business={business} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Save the company first; its addresses come next.
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}

function BusinessInformationForm({ business }: { business: BusinessDetails | null }) {
  const init = useBusinessInitMutation();
  const update = useBusinessInformationMutation();
  const form = useForm({
    resolver: zodResolver(BusinessInformationRequest),
    defaultValues: {
      legalEntityName: business?.legalEntityName ?? '',
      representativeFirstName: business?.representativeFirstName ?? '',
      representativeLastName: business?.representativeLastName ?? '',
      companyPosition: business?.companyPosition ?? '',
    },
  });
  const submit = useSectionSave(form, FIELDS, (values) =>
    business ? update.mutateAsync(values) : init.mutateAsync(values),
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Company">
      <FormFieldGrid
        control={form.control}
        fields={[
          { name: 'legalEntityName', label: 'Legal entity name', autoComplete: 'organization', required: true },
          { name: 'representativeFirstName', label: "Representative's first name", required: true, span: 4 },
          { name: 'representativeLastName', label: "Representative's last name", required: true, span: 4 },
          { name: 'companyPosition', label: 'Position in the company', required: true, span: 4 },
        ]}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={form.formState.isSubmitting}>
        {business ? 'Save company' : 'Add business details'}
      </Button>
    </Stack>
  );
}

function BusinessAddresses({ business }: { business: BusinessDetails }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const legal = useLegalAddressMutation();
  const mailing = useMailingAddressMutation();
  const [sameAsLegal, setSameAsLegal] = useState(business.mailingSameAsLegal);

  const chooseSame = async (next: boolean) => {
    setSameAsLegal(next);
    if (!next) return;
    try {
      feedback.success((await mailing.mutateAsync({ sameAsLegal: true })).message);
      await refresh();
    } catch (error) {
      setSameAsLegal(false);
      feedback.failure(error, () => undefined, []);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Legal address
        </Typography>
        {business.legalAddress && <Typography variant="body2">Current: {business.legalAddress.formatted}</Typography>}
        <AddressForm
          submitLabel="Save legal address"
          searchLabel="Search the legal address"
          initial={toInput(business.legalAddress)}
          onSave={async (values, form) => {
            try {
              feedback.success((await legal.mutateAsync(values)).message);
              await refresh();
            } catch (error) {
              feedback.failure(error, form.setError, ADDRESS_FIELDS);
            }
          }}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Mailing address
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={sameAsLegal} onChange={(event) => void chooseSame(event.target.checked)} />}
          label="Same as the legal address"
        />
        {!sameAsLegal && (
          <AddressForm
            submitLabel="Save mailing address"
            searchLabel="Search the mailing address"
            initial={toInput(business.mailingSameAsLegal ? null : business.mailingAddress)}
            onSave={async (values, form) => {
              try {
                feedback.success((await mailing.mutateAsync(values)).message);
                await refresh();
              } catch (error) {
                feedback.failure(error, form.setError, ADDRESS_FIELDS);
              }
            }}
          />
        )}
      </Stack>
    </Stack>
  );
}
