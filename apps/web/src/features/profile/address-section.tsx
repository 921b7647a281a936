import Typography from '@mui/material/Typography';
import { ADDRESS_UPDATED, PROFILE_UPDATE_FAILED, isUnset, type User } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { SectionCard } from '../../ui/section-card.js';
import { ADDRESS_FIELDS, AddressForm } from './address-form.js';
import { useUpdateAddressMutation } from './api.js';
import { useProfileFeedback } from './use-profile-feedback.js';

const trimmedOrEmpty = (value: string | null) => (isUnset(value) ? '' : value!.trim());

/** Postal address ("Postal / ZIP", not "Postcode": the label must not contain "Code", the 2FA field's name). */
export function AddressSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const update = useUpdateAddressMutation();
  const { details } = user;
  const current = trimmedOrEmpty(details.fullAddress);
  return (
    <SectionCard
      id="address"
      title="Address"
      description="Where you live or where your label is registered; needed for payouts and tax forms."
    >
      {current && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Current address: {current}
        </Typography>
      )}
      <AddressForm
        submitLabel="Save address"
        initial={{
          country: trimmedOrEmpty(details.country),
          state: trimmedOrEmpty(details.state),
          city: trimmedOrEmpty(details.city),
          postcode: trimmedOrEmpty(details.zip),
          address: trimmedOrEmpty(details.address),
          fromSearch: false,
        }}
        onSave={async (values, form) => {
          try {
            await update.mutateAsync(values);
            feedback.success(ADDRESS_UPDATED);
            form.reset({ ...values });
            await refresh();
          } catch (error) {
            feedback.failure(error, form.setError, ADDRESS_FIELDS, PROFILE_UPDATE_FAILED);
          }
        }}
      />
    </SectionCard>
  );
}
