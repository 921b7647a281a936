import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ProgrammeKey, programmeStateLabel } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { ProgrammeStateChip } from '../../ui/programme-state-chip.js';
import { QueryState } from '../../ui/query-state.js';
import { StateHistory } from '../../ui/state-history.js';
import { useToasts } from '../../ui/toasts.js';
import { useProgrammeSubmissionQuery, useRemoveSubmissionMutation } from './api.js';
import { PROGRAMME_PLUGINS } from './programme-plugins.js';
import { SubmissionFields } from './submission-fields.js';

const positiveInt = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/** One submission: its fields, its state, its history, and the account's own move (remove). */
export function SubmissionDetailPage({ programme }: { programme: ProgrammeKey }) {
  const plugin = PROGRAMME_PLUGINS[programme];
  const params = useParams();
  const id = positiveInt(params.id);
  const submission = useProgrammeSubmissionQuery(programme, id);
  const remove = useRemoveSubmissionMutation(programme);
  const toasts = useToasts();
  const [isConfirming, setConfirming] = useState(false);
  const listPath = pathTo(plugin.routes.list);
  return (
    <QueryState
      query={submission}
      what={plugin.descriptor.noun}
      back={{ to: listPath, label: plugin.descriptor.title }}
      invalidId={id === 0}
      loading={<ListSkeleton rows={3} square={false} label={`Loading the ${plugin.descriptor.noun}`} />}
    >
      {(detail) => (
        <Stack spacing={3}>
          <PageHeading title={`${plugin.descriptor.title} #${detail.id}`}>
            <ProgrammeStateChip programme={programme} state={detail.state} />
            {detail.actions.includes('remove') && (
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                Remove
              </Button>
            )}
            <Button component={RouterLink} to={listPath}>
              Back to the list
            </Button>
          </PageHeading>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <SubmissionFields plugin={plugin} submission={detail} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              History
            </Typography>
            <StateHistory entries={detail.history} labelOf={(state) => programmeStateLabel(programme, state).label} />
          </Paper>
          {isConfirming && (
            <ConfirmDialog
              title={`Remove this ${plugin.descriptor.noun}?`}
              confirmLabel="Remove"
              dismissLabel="Keep it"
              confirmColor="error"
              onClose={() => setConfirming(false)}
              onConfirm={async () => {
                const saved = await remove.mutateAsync(detail.id);
                toasts.push({ message: saved.message, type: 'success' });
              }}
            >
              {detail.state === 'approved'
                ? 'It stops applying once removed. You can submit it again later.'
                : 'It leaves the review queue. You can submit it again later.'}
            </ConfirmDialog>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
