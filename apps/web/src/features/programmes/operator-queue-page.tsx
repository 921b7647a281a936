import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { PROGRAMME_KEYS, PROGRAMME_LIMITS, type ProgrammeKey, programmeStateLabel, REVIEW_STATES } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { formatDay } from '../../lib/format.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { PageHeading } from '../../ui/page-heading.js';
import { ProgrammeStateChip } from '../../ui/programme-state-chip.js';
import { ReasonDialog } from '../../ui/reason-dialog.js';
import { SelectField } from '../../ui/select-field.js';
import { StateHistory } from '../../ui/state-history.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useDecideSubmissionMutation, useOperatorSubmissionQuery, useProgrammeQueueQuery } from './api.js';
import { PROGRAMME_PLUGINS } from './programme-plugins.js';
import { SubmissionFields } from './submission-fields.js';

const ALL = 'all';
const WAITING = 'waiting';
const PROGRAMME_OPTIONS = [
  { value: ALL, label: 'All programmes' },
  ...PROGRAMME_KEYS.map((key) => ({ value: key, label: PROGRAMME_PLUGINS[key].descriptor.title })),
];
const STATE_OPTIONS = [
  { value: WAITING, label: 'Waiting (submitted or in review)' },
  ...REVIEW_STATES.map((state) => ({ value: state, label: programmeStateLabel('greenlist', state).label })),
];
const ACTION_LABELS: Record<string, string> = {
  'start-review': 'Take into review',
  approve: 'Approve',
  reject: 'Reject',
};
const reasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why the submission is rejected')
  .max(PROGRAMME_LIMITS.reasonMax, `Keep the reason under ${PROGRAMME_LIMITS.reasonMax} characters`);

/** The decision panel of one submission: its fields and history, and the moves an operator may make. */
function DecisionPanel({ id }: { id: number }) {
  const detail = useOperatorSubmissionQuery(id);
  const decide = useDecideSubmissionMutation();
  const toasts = useToasts();
  const [isRejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  if (!detail.data) return <TableStates query={{ ...detail, data: undefined }} loadingLabel="Loading the submission" />;
  const submission = detail.data;
  const plugin = PROGRAMME_PLUGINS[submission.programme];
  const move = async (transition: string, reason?: string) => {
    setFailure([]);
    const saved = await decide.mutateAsync({ id, transition, reason });
    toasts.push({ message: saved.message, type: 'success' });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      aria-label="Submission under review"
      component="section"
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 200 }}>
            {plugin.descriptor.title} #{submission.id} · {submission.account.name || submission.account.email}
          </Typography>
          <ProgrammeStateChip programme={submission.programme} state={submission.state} />
        </Stack>
        <SubmissionFields plugin={plugin} submission={submission} />
        <ErrorAlert messages={failure} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {submission.actions.length === 0 && (
            <Typography color="text.secondary">Decided: nothing left to do.</Typography>
          )}
          {submission.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'approve' ? 'contained' : 'outlined'}
              color={action === 'reject' ? 'error' : action === 'approve' ? 'success' : 'primary'}
              disabled={decide.isPending}
              onClick={() =>
                action === 'reject'
                  ? setRejecting(true)
                  : move(action).catch((error: unknown) => setFailure(errorMessages(error)))
              }
            >
              {ACTION_LABELS[action] ?? action}
            </Button>
          ))}
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          History
        </Typography>
        <StateHistory
          entries={submission.history}
          showOperatorNames
          labelOf={(state) => programmeStateLabel(submission.programme, state).label}
        />
      </Stack>
      {isRejecting && (
        <ReasonDialog
          title={`Reject ${plugin.descriptor.noun} #${submission.id}`}
          intro="The account reads this reason."
          reasonSchema={reasonSchema}
          required
          maxLength={PROGRAMME_LIMITS.reasonMax}
          confirmLabel="Reject"
          onConfirm={(reason) => move('reject', reason)}
          onClose={() => setRejecting(false)}
        />
      )}
    </Paper>
  );
}

/** The operator's review queue across programmes: the oldest waiting first, one decided at a time. */
function QueuePage() {
  const [programme, setProgramme] = useState<string>(ALL);
  const [state, setState] = useState<string>(WAITING);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useProgrammeQueueQuery({
    programme: programme === ALL ? undefined : (programme as ProgrammeKey),
    state: state === WAITING ? undefined : state,
    page,
  });
  return (
    <Stack spacing={3}>
      <PageHeading title="Programme submissions" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label="Programme"
          value={programme}
          options={PROGRAMME_OPTIONS}
          onChange={(value) => {
            setProgramme(value);
            setPage(1);
          }}
        />
        <SelectField
          label="State"
          value={state}
          options={STATE_OPTIONS}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          sx={{ minWidth: 260 }}
        />
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <TableStates
          query={queue}
          loadingLabel="Loading the queue"
          emptyMessage="Nothing waiting: every submission is decided."
        />
        {queue.data && queue.data.data.length > 0 && (
          <List disablePadding aria-label="Submissions, oldest first">
            {queue.data.data.map((submission) => {
              const plugin = PROGRAMME_PLUGINS[submission.programme];
              return (
                <ListItemButton
                  key={submission.id}
                  divider
                  selected={selected === submission.id}
                  onClick={() => setSelected(submission.id)}
                  sx={{ py: 1.5 }}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.5, sm: 2 }}
                    sx={{ width: '100%', minWidth: 0 }}
                  >
                    <Stack sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {plugin.descriptor.title} · {plugin.descriptor.kindLabels[submission.kind] ?? submission.kind} ·{' '}
                        {submission.subject.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        #{submission.id} · {submission.account.name || submission.account.email} · submitted{' '}
                        {formatDay(submission.created_at)}
                      </Typography>
                    </Stack>
                    <ProgrammeStateChip programme={submission.programme} state={submission.state} />
                  </Stack>
                </ListItemButton>
              );
            })}
          </List>
        )}
        <TablePager page={queue.data} onPageChange={setPage} />
      </Paper>
      {selected !== null && <DecisionPanel key={selected} id={selected} />}
    </Stack>
  );
}

export default function OperatorProgrammesPage() {
  return (
    <OperatorOnly>
      <QueuePage />
    </OperatorOnly>
  );
}
