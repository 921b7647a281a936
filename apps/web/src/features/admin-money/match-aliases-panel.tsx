import { useState } from 'react';
import type { MatchAlias } from '@liner/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { useMatchAliasesQuery, useRemoveMatchAliasMutation } from './api.js';

const KIND_LABEL: Record<MatchAlias['kind'], string> = { isrc: 'ISRC', upc: 'UPC', title: 'Title and artist' };

/** What resolving unmatched lines taught: each line key now matches its track by itself until removed. */
export function MatchAliasesPanel() {
  const [page, setPage] = useState(1);
  const aliases = useMatchAliasesQuery(page);
  const remove = useRemoveMatchAliasMutation();
  const toasts = useToasts();
  const [removing, setRemoving] = useState<MatchAlias | null>(null);
  const data = aliases.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="aliases-heading"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Typography id="aliases-heading" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Learned matches
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        Lines you assigned by hand: the same line from the same store matches its track by itself in later statements.
      </Typography>
      {aliases.isPending && <ListSkeleton rows={2} square={false} label="Loading learned matches" />}
      {aliases.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={aliases.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing learned yet ... resolve an unmatched line and it is remembered here." />
      )}
      {data && data.data.length > 0 && (
        <List aria-label="Learned matches">
          {data.data.map((alias) => (
            <ListItem key={alias.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Stack sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {alias.label} on {alias.store}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {KIND_LABEL[alias.kind]} → {alias.target}
                </Typography>
              </Stack>
              <Button
                size="small"
                color="error"
                onClick={() => setRemoving(alias)}
                aria-label={`Remove ${alias.label} on ${alias.store}`}
              >
                Remove
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={data} onPageChange={setPage} />
      {removing && (
        <ConfirmDialog
          title="Remove this learned match?"
          confirmLabel="Remove"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(removing.id);
            toasts.push({ message: answer.message, type: 'success' });
            setRemoving(null);
          }}
        >
          {removing.label} on {removing.store} will stop matching {removing.target}. Lines already matched keep their
          owner.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
