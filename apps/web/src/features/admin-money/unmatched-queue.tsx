import { useState } from 'react';
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
import { splitFieldErrors } from '../../ui/field-errors.js';
import { useResolveUnmatchedMutation, useUnmatchedQuery } from './api.js';

/** Lines no track or release matched: kept, never dropped; the operator assigns them and they post. */
export function UnmatchedQueue({ statementId }: { statementId: number }) {
  const [page, setPage] = useState(1);
  const lines = useUnmatchedQuery(statementId, page);
  const resolve = useResolveUnmatchedMutation();
  const toasts = useToasts();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<'track' | 'release'>('track');
  const [targetId, setTargetId] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);
  const data = lines.data;
  const ids = data?.data.map((line) => line.id) ?? [];

  const submit = async () => {
    setErrors({});
    setRest([]);
    const id = Number(targetId);
    if (!Number.isInteger(id) || id <= 0) {
      setErrors({ target: [`Enter the ${target} id`] });
      return;
    }
    try {
      const result = await resolve.mutateAsync({
        lineIds: selected,
        ...(target === 'track' ? { trackId: id } : { releaseId: id }),
      });
      toasts.push({
        message: `${result.resolved} ${result.resolved === 1 ? 'line' : 'lines'} posted (${result.amount})`,
        type: 'success',
      });
      setSelected([]);
      setTargetId('');
    } catch (error) {
      const split = splitFieldErrors(error, ['trackId', 'releaseId', 'lineIds']);
      setErrors({ target: [...(split.fields.trackId ?? []), ...(split.fields.releaseId ?? [])] });
      setRest([...split.rest, ...(split.fields.lineIds ?? [])]);
    }
  };

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
              event.preventDefault();
              void submit();
            }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={target}
              onChange={(_event, next: 'track' | 'release' | null) => next && setTarget(next)}
              aria-label="Assign to"
            >
              <ToggleButton value="track">Track</ToggleButton>
              <ToggleButton value="release">Release</ToggleButton>
            </ToggleButtonGroup>
            <TextInput
              label={target === 'track' ? 'Track id' : 'Release id'}
              size="small"
              value={targetId}
              inputProps={{ inputMode: 'numeric' }}
              onChange={(event) => setTargetId(event.target.value.replace(/\D/g, ''))}
              error={!!errors.target?.length}
              helperText={errors.target?.join('\n')}
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
