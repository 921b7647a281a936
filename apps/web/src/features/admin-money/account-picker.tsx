import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AccountSearchQuery, type AccountMatch } from '@liner/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { TextInput } from '../../ui/text-input.js';
import { useAccountSearchQuery } from './api.js';

export const accountLabel = (account: Pick<AccountMatch, 'email' | 'name'>) =>
  account.name ? `${account.name} (${account.email})` : account.email;

/**
 * Picks an account by e-mail or name (never by typing its id). Once chosen it shows the account
 * with a "Change" button; `error` is the form's message for the account field.
 */
export function AccountPicker({
  purpose,
  chosen,
  onChoose,
  error,
}: {
  /** What the account is picked for, in the labels: "payee", "account". */
  purpose: string;
  chosen: AccountMatch | null;
  onChoose(account: AccountMatch | null): void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const results = useAccountSearchQuery(q);
  const form = useForm<z.input<typeof AccountSearchQuery>, unknown, z.output<typeof AccountSearchQuery>>({
    resolver: zodResolver(AccountSearchQuery),
    defaultValues: { q: '' },
  });
  const search = form.handleSubmit((values) => setQ(values.q));
  const rows = results.data?.data;

  if (chosen)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <strong>{purpose[0]?.toUpperCase() + purpose.slice(1)}:</strong> {accountLabel(chosen)}
        </Typography>
        <Button size="small" onClick={() => onChoose(null)} aria-label={`Choose another ${purpose}`}>
          Change
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        role="search"
        aria-label={`Find the ${purpose}`}
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => void search(event)}
      >
        <Controller
          control={form.control}
          name="q"
          render={({ field, fieldState }) => (
            <TextInput
              label={`Find the ${purpose} by e-mail or name`}
              size="small"
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={!!(fieldState.error ?? error)}
              helperText={fieldState.error?.message ?? error}
              sx={{ flex: { sm: '1 1 260px' }, maxWidth: { sm: 420 } }}
            />
          )}
        />
        <Button type="submit" variant="outlined" loading={results.isFetching}>
          Search
        </Button>
      </Stack>
      {results.isPending && q !== '' && <ListSkeleton rows={1} square={false} label="Searching accounts" />}
      <ErrorAlert error={results.error} />
      {rows && rows.length === 0 && <EmptyState message={`No account matches "${q}".`} />}
      {rows && rows.length > 0 && (
        <List dense aria-label="Accounts found" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {rows.map((row) => (
            <ListItem key={row.userId} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                {accountLabel(row)}
              </Typography>
              <Button size="small" variant="contained" onClick={() => onChoose(row)} aria-label={`Choose ${row.email}`}>
                Choose
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
