import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type OperatorDeliveryBatch, type OperatorReleaseDeliveries, StoreAcknowledgement } from '@liner/domain';
import { formatMoment } from '../../lib/format.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { SelectField } from '../../ui/select-field.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';
import { StoreStateChip } from '../../ui/store-state-chip.js';
import { useToasts } from '../../ui/toasts.js';
import { useDeliveryAckMutations, useReleaseDeliveriesQuery } from './stores-api.js';

const ACTION_LABEL = { insert: 'First delivery', update: 'Update', takedown: 'Takedown' } as const;

/** The operator's view of a release's deliveries: batches, each store's message, acknowledgements, the technical log. */
export function DeliveriesPanel({ releaseId }: { releaseId: number }) {
  const deliveries = useReleaseDeliveriesQuery(releaseId);
  const { poll } = useDeliveryAckMutations(releaseId);
  const [isLogOpen, setLogOpen] = useState(false);
  const data = deliveries.data;
  return (
    <Paper
      component="section"
      aria-labelledby="deliveries-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography id="deliveries-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Deliveries
        </Typography>
        <Button variant="outlined" size="small" loading={poll.isPending} onClick={() => poll.mutate()}>
          Check for acknowledgements
        </Button>
      </Stack>
      {poll.data && (
        <Alert severity={poll.data.problems.length > 0 ? 'warning' : 'info'} sx={{ mb: 1 }} role="status">
          Read {poll.data.read} acknowledgement file{poll.data.read === 1 ? '' : 's'}, applied {poll.data.applied}.
          {poll.data.problems.map((problem) => (
            <Typography key={problem} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {problem}
            </Typography>
          ))}
        </Alert>
      )}
      {poll.isError && <ErrorAlert messages={errorMessages(poll.error)} />}
      {deliveries.isPending && <Skeleton variant="rounded" height={80} />}
      {deliveries.isError && <ErrorAlert error={deliveries.error} />}
      {data && data.batches.length === 0 && <Typography color="text.secondary">Not sent to any store yet.</Typography>}
      {data && data.batches.length > 0 && (
        <Stack spacing={2}>
          {data.batches.map((batch) => (
            <BatchView key={batch.id} batch={batch} />
          ))}
          {data.icpn && <AcknowledgementForm releaseId={releaseId} deliveries={data} />}
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setLogOpen((open) => !open)}
            aria-expanded={isLogOpen}
          >
            {isLogOpen
              ? 'Hide the technical log'
              : `Show the technical log (${data.log.length} line${data.log.length === 1 ? '' : 's'})`}
          </Button>
          {isLogOpen && (
            <List dense disablePadding aria-label="Technical delivery log">
              {data.log.map((line) => (
                <ListItem key={line.id} divider sx={{ px: 0, gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary" sx={{ minWidth: 130 }}>
                    {formatMoment(line.at)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color={line.status === 'error' ? 'error' : undefined}
                    sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8rem' }}
                  >
                    [{line.storeName ?? 'all'} · {line.step}] {line.message}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function BatchView({ batch }: { batch: OperatorDeliveryBatch }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {ACTION_LABEL[batch.action]} · {formatMoment(batch.createdAt)}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          batch {batch.id}
        </Typography>
      </Typography>
      {!batch.storesPlanned && (
        <Typography variant="body2" color="text.secondary">
          Taking the stores from the release…
        </Typography>
      )}
      {batch.storesPlanned && batch.jobs.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No store to send to (see the technical log).
        </Typography>
      )}
      <List dense disablePadding aria-label={`${ACTION_LABEL[batch.action]} messages`}>
        {batch.jobs.map((job) => (
          <ListItem key={job.storeId} divider sx={{ px: 0, gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Stack sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{job.storeName}</Typography>
                {job.isTest !== null && (
                  <Chip size="small" variant="outlined" label={job.isTest ? 'TestMessage' : 'LiveMessage'} />
                )}
                {job.transportKind && <Chip size="small" variant="outlined" label={job.transportKind} />}
              </Stack>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {job.messageId ?? 'not built yet'} · {job.status} · {job.attempts} attempt
                {job.attempts === 1 ? '' : 's'}
              </Typography>
              {job.lastError && (
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                  {job.lastError}
                </Typography>
              )}
              {job.ackMessage && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  Store: {job.ackMessage}
                </Typography>
              )}
            </Stack>
            <StoreStateChip state={job.state} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

type AckIn = z.input<typeof StoreAcknowledgement>;
type AckOut = z.output<typeof StoreAcknowledgement>;

/**
 * The operator records a store's answer that came by another way (e-mail, the store's portal).
 * Shown once a store has the release; the form starts over when another store gets it, so its
 * store choice is never one the list lacks (a delivery may end after the panel first drew).
 */
function AcknowledgementForm({ releaseId, deliveries }: { releaseId: number; deliveries: OperatorReleaseDeliveries }) {
  const sent = new Map<string, string>();
  for (const batch of deliveries.batches)
    for (const job of batch.jobs) if (job.deliveredAt) sent.set(job.storeId, job.storeName);
  const stores = [...sent].map(([value, label]) => ({ value, label }));
  if (stores.length === 0) return null;
  return (
    <AcknowledgementFields
      key={stores.map((store) => store.value).join(' ')}
      releaseId={releaseId}
      stores={stores}
      icpn={deliveries.icpn}
    />
  );
}

function AcknowledgementFields({
  releaseId,
  stores,
  icpn,
}: {
  releaseId: number;
  stores: { value: string; label: string }[];
  icpn: string | null;
}) {
  const { acknowledge } = useDeliveryAckMutations(releaseId);
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<AckIn, unknown, AckOut>({
    resolver: zodResolver(StoreAcknowledgement),
    defaultValues: { storeId: stores[0]?.value ?? '', icpn: icpn ?? '', status: 'live' },
  });
  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const answer = await acknowledge.mutateAsync(values);
      toasts.push({ message: answer.live ? 'Marked live' : 'Acknowledgement recorded', type: 'success' });
      form.reset({ ...values, message: undefined });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['storeId', 'status', 'message']));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label="Record a store's answer">
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        Record a store's answer
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={form.control}
          name="storeId"
          render={({ field }) => (
            <SelectField label="Store" value={field.value} options={stores} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              label="Answer"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'accepted', label: 'Accepted (not live yet)' },
                { value: 'live', label: 'Live' },
                { value: 'rejected', label: 'Rejected' },
              ]}
            />
          )}
        />
        <FormTextField control={form.control} name="message" label="Store's message" optional size="small" fullWidth />
        <Button type="submit" variant="contained" loading={acknowledge.isPending} sx={{ flexShrink: 0 }}>
          Record
        </Button>
      </Stack>
      <ErrorAlert messages={rest} />
    </Stack>
  );
}
