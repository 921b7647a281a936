import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { SectionCard } from '../../ui/section-card.js';
import { useUpgradeMutation } from './settings-api.js';
import { useProfileFeedback } from './use-profile-feedback.js';

/** An artist account becomes a label account; the dialog says what changes before it happens. */
export function UpgradeSection() {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const upgrade = useUpgradeMutation();
  const [isOpen, setOpen] = useState(false);
  return (
    <SectionCard
      id="upgrade"
      title="Account type"
      description="Release music for several artists under your own label."
      action={
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Upgrade to label
        </Button>
      }
    >
      <Typography variant="body2">This is an artist account.</Typography>
      {isOpen && (
        <ConfirmDialog
          title="Upgrade to a label account?"
          confirmLabel="Upgrade"
          onClose={() => setOpen(false)}
          onConfirm={async () => {
            feedback.success((await upgrade.mutateAsync({})).message);
            await refresh();
          }}
        >
          Your releases, earnings and settings stay as they are. You get a label profile, business details and a roster
          of label artists. A label account cannot go back to an artist account.
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
