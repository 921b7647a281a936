import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CatalogSearchQuery, type CatalogSearchRow } from '@liner/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { TextInput } from '../../ui/text-input.js';
import { useCatalogSearchQuery } from './api.js';

export type CatalogChoice = { trackId: number } | { releaseId: number };

/**
 * Finds what unmatched lines belong to: approved releases only, by title, artist, ISRC or UPC.
 * Each result offers its track, or its whole release (a UPC-only album sale).
 */
export function CatalogSearchPicker({
  disabled,
  busy,
  onChoose,
}: {
  /** Why choosing is not possible yet (no line selected), or null. */
  disabled: string | null;
  busy: boolean;
  onChoose(choice: CatalogChoice, row: CatalogSearchRow): void;
}) {
  const [q, setQ] = useState('');
  const results = useCatalogSearchQuery(q);
  const form = useForm<CatalogSearchQuery>({ resolver: zodResolver(CatalogSearchQuery), defaultValues: { q: '' } });
  const search = form.handleSubmit((values) => setQ(values.q));
  const rows = results.data?.data;

  return (
    <Stack spacing={1} component="section" aria-label="Find the track">
      <Stack
        component="form"
        role="search"
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
              label="Search title, artist, ISRC or UPC"
              size="small"
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              sx={{ flex: '1 1 260px', maxWidth: 420 }}
            />
          )}
        />
        <Button type="submit" variant="outlined" loading={results.isFetching}>
          Search
        </Button>
      </Stack>
      {disabled && q && (
        <Typography variant="body2" color="text.secondary">
          {disabled}
        </Typography>
      )}
      {results.isPending && q !== '' && <ListSkeleton rows={2} square={false} label="Searching the catalog" />}
      <ErrorAlert error={results.error} />
      {rows && rows.length === 0 && (
        <EmptyState message={`Nothing approved matches "${q}" ... try the artist, the ISRC or the UPC.`} />
      )}
      {rows && rows.length > 0 && (
        <List dense aria-label="Catalog results" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          {rows.map((row) => {
            const name = `${row.trackTitle}${row.version ? ` (${row.version})` : ''}`;
            return (
              <ListItem key={row.trackId} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Stack sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {name} — {row.releaseTitle}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.artist || 'No artist'} · {row.isrc ?? 'ISRC not set'} · {row.upc ?? 'UPC not set'} ·{' '}
                    {row.owner}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={!!disabled || busy}
                    onClick={() => onChoose({ trackId: row.trackId }, row)}
                    aria-label={`Assign to track ${name} on ${row.releaseTitle}`}
                  >
                    Assign to track
                  </Button>
                  <Button
                    size="small"
                    disabled={!!disabled || busy}
                    onClick={() => onChoose({ releaseId: row.releaseId }, row)}
                    aria-label={`Assign to the whole release ${row.releaseTitle}`}
                  >
                    Whole release
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
