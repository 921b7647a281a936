import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResolveUnmatchedRequest } from '@liner/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { TextInput } from '../../ui/text-input.js';
import { useToasts } from '../../ui/toasts.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useResolveUnmatchedMutation, useUnmatchedQuery } from './api.js';

/** Lines no track or release matched: kept, never dropped; the operator assigns them and they post. */
export function UnmatchedQueue({ statementId }: { statementId: number }) {
  const [page, setPage] = useState(1);
  const lines = useUnmatchedQuery(statementId, page);
  const resolve = useResolveUnmatchedMutation();
  const toasts = useToasts();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<'track' | 'release'>('track');
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<ResolveUnmatchedRequest>({
    resolver: zodResolver(ResolveUnmatchedRequest),
    defaultValues: { lineIds: [] },
  });
  const targetField = target === 'track' ? 'trackId' : 'releaseId';
  const targetError = form.formState.errors.trackId?.message ?? form.formState.errors.releaseId?.message;
  const data = lines.data;
  const ids = data?.data.map((line) => line.id) ?? [];

  /** One target at a time: the other id is emptied so the contract's one-or-the-other rule reads the chosen one. */
  const chooseTarget = (next: 'track' | 'release') => {
    setTarget(next);
    form.setValue(next === 'track' ? 'releaseId' : 'trackId', undefined);
    form.clearErrors(['trackId', 'releaseId']);
  };

  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const result = await resolve.mutateAsync(values);
      toasts.push({
        message: `${result.resolved} ${result.resolved === 1 ? 'line' : 'lines'} posted (${result.amount})`,
        type: 'success',
      });
      setSelected([]);
      form.reset({ lineIds: [] });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['trackId', 'releaseId']));
    }
  });

  return (
    <Stack spacing={1}>
      {lines.isPending && <ListSkeleton rows={3} square={false} label="Loading unmatched lines" />}
      <ErrorAlert error={lines.error} />
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing here yet ... every line matched a track or release." />
      )}
      {data && data.data.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Unmatched lines" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={ids.length > 0 && ids.every((id) => selected.includes(id))}
                      onChange={(event) => setSelected(event.target.checked ? ids : [])}
                      slotProps={{ input: { 'aria-label': 'Select every line on this page' } }}
                    />
                  </TableCell>
                  <TableCell>Line</TableCell>
                  <TableCell>Title / artist</TableCell>
                  <TableCell>ISRC / UPC</TableCell>
                  <TableCell>Store · territory</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((line) => (
                  <TableRow key={line.id} selected={selected.includes(line.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(line.id)}
                        onChange={(event) =>
                          setSelected((current) =>
                            event.target.checked ? [...current, line.id] : current.filter((id) => id !== line.id),
                          )
                        }
                        slotProps={{ input: { 'aria-label': `Select line ${line.line}` } }}
                      />
                    </TableCell>
                    <TableCell>{line.line}</TableCell>
                    <TableCell>
                      {line.title || '—'}
                      <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                        {line.artist}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      {line.isrc ?? 'ISRC not set'}
                      <br />
                      {line.upc ?? 'UPC not set'}
                    </TableCell>
                    <TableCell>
                      {line.store} · {line.territory}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {line.amount}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager page={data} onPageChange={setPage} />
          <Stack
            component="form"
            noValidate
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' }, pt: 1 }}
            onSubmit={(event) => {
              form.setValue('lineIds', selected);
              void submit(event);
            }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={target}
              onChange={(_event, next: 'track' | 'release' | null) => next && chooseTarget(next)}
              aria-label="Assign to"
            >
              <ToggleButton value="track">Track</ToggleButton>
              <ToggleButton value="release">Release</ToggleButton>
            </ToggleButtonGroup>
            <Controller
              control={form.control}
              name={targetField}
              render={({ field }) => (
                <TextInput
                  label={target === 'track' ? 'Track id' : 'Release id'}
                  size="small"
                  name={field.name}
                  value={field.value === undefined ? '' : String(field.value)}
                  inputRef={field.ref}
                  inputProps={{ inputMode: 'numeric' }}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    // Ids are whole numbers: anything else is dropped as it is typed.
                    const digits = event.target.value.replace(/\D/g, '');
                    field.onChange(digits ? Number(digits) : undefined);
                  }}
                  error={!!targetError}
                  helperText={targetError}
                />
              )}
            />
            <Button type="submit" variant="contained" disabled={selected.length === 0} loading={resolve.isPending}>
              Resolve {selected.length > 0 ? `${selected.length} ${selected.length === 1 ? 'line' : 'lines'}` : ''}
            </Button>
          </Stack>
          <ErrorAlert messages={rest} />
        </>
      )}
    </Stack>
  );
}
