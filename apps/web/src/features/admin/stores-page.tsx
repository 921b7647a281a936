import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreConnection } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { formatMoment } from '../../lib/format.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { errorMessages } from '../../ui/server-errors.js';
import { StoreConnectionDialog } from './store-connection-dialog.js';
import { StorePriceCodeForm } from './store-price-code-form.js';
import { useStoreConnectionsQuery, useTestStoreConnection } from './stores-api.js';

/** /user-portal/admin/stores — per store: used or not, DPID, test or live, and how packages reach it. */
export default function StoresPage() {
  return (
    <OperatorOnly>
      <Stores />
    </OperatorOnly>
  );
}

function Stores() {
  const stores = useStoreConnectionsQuery();
  const [editing, setEditing] = useState<StoreConnection | null>(null);
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Stores & connections" />
      <Typography color="text.secondary">
        Which stores receive releases, as test or live, and how the packages reach them. Passwords and keys are stored
        encrypted and never shown again.
      </Typography>
      {stores.data && !stores.data.senderConfigured && (
        <Alert severity="warning">
          Liner's own DDEX party id (LINER_DDEX_DPID) is not set: every message is a test message, so no store receives
          a live delivery.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {stores.isPending && <ListSkeleton label="Loading the stores" />}
        {stores.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={stores.error} />
          </Stack>
        )}
        {stores.data && stores.data.data.length === 0 && <EmptyState message="Nothing here yet ... no store." />}
        {stores.data && stores.data.data.length > 0 && (
          <List disablePadding aria-label="Stores">
            {stores.data.data.map((store) => (
              <StoreRow key={store.id} store={store} onEdit={() => setEditing(store)} />
            ))}
          </List>
        )}
      </Paper>
      {editing && <StoreConnectionDialog store={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function transportSummary(store: StoreConnection): string {
  const transport = store.transport;
  if (transport.kind === 'sftp')
    return `SFTP ${transport.username}@${transport.host}:${transport.port}${transport.remoteDir}`;
  if (transport.kind === 's3') return `S3 ${transport.bucket}/${transport.prefix}`;
  return 'Liner folder (packages stay on this server)';
}

function StoreRow({ store, onEdit }: { store: StoreConnection; onEdit(): void }) {
  const test = useTestStoreConnection();
  const check = test.data ?? store.lastCheck;
  return (
    <ListItem divider sx={{ gap: 2, py: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Stack sx={{ flex: '1 1 260px', minWidth: 0 }} spacing={0.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
            {store.name}
          </Typography>
          <Chip
            size="small"
            label={store.enabled ? 'Enabled' : 'Disabled'}
            color={store.enabled ? 'success' : 'default'}
            variant="outlined"
          />
          <Chip size="small" label={store.isTest ? 'Test' : 'Live'} color={store.isTest ? 'warning' : 'info'} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {transportSummary(store)} · DPID {store.dpid ?? 'not set'}
        </Typography>
        {check && (
          <Typography
            variant="body2"
            role="status"
            color={check.ok ? 'success.main' : 'error'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {check.ok ? 'Connection works' : 'Connection failed'} ({formatMoment(check.at)}): {check.message}
          </Typography>
        )}
        {test.isError && <ErrorAlert messages={errorMessages(test.error)} />}
        {store.dealTypes.includes('download') && <StorePriceCodeForm store={store} />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          loading={test.isPending}
          onClick={() => test.mutate(store.id)}
          aria-label={`Test connection to ${store.name}`}
        >
          Test connection
        </Button>
        <Button variant="contained" size="small" onClick={onEdit} aria-label={`Edit ${store.name}`}>
          Edit
        </Button>
      </Stack>
    </ListItem>
  );
}
