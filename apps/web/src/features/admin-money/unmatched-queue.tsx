import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useResolveUnmatchedMutation, useUnmatchedQuery } from './api.js';
import { CatalogSearchPicker, type CatalogChoice } from './catalog-search-picker.js';

/**
 * Lines no track or release matched: kept, never dropped. The operator selects lines, finds their
 * track by search and assigns them: they post, and the line's key is learned for next time.
 */
export function UnmatchedQueue({ statementId }: { statementId: number }) {
  const [page, setPage] = useState(1);
  const lines = useUnmatchedQuery(statementId, page);
  const resolve = useResolveUnmatchedMutation();
  const toasts = useToasts();
  const [selected, setSelected] = useState<number[]>([]);
  const [rest, setRest] = useState<string[]>([]);
  const data = lines.data;
  const ids = data?.data.map((line) => line.id) ?? [];

  const assign = async (choice: CatalogChoice) => {
    setRest([]);
    try {
      const result = await resolve.mutateAsync({ lineIds: selected, ...choice });
      const learned = result.learned.length > 0 ? ` Next time it matches by itself: ${result.learned.join('; ')}.` : '';
      toasts.push({
        message: `${result.resolved} ${result.resolved === 1 ? 'line' : 'lines'} posted (${result.amount}).${learned}`,
        type: 'success',
      });
      setSelected([]);
    } catch (error) {
      setRest(errorMessages(error));
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
          <Typography component="h4" variant="subtitle2" sx={{ pt: 1 }}>
            Assign{' '}
            {selected.length > 0 ? `${selected.length} selected ${selected.length === 1 ? 'line' : 'lines'}` : 'lines'}
          </Typography>
          <CatalogSearchPicker
            disabled={selected.length === 0 ? 'Select the lines above, then choose where they belong.' : null}
            busy={resolve.isPending}
            onChoose={(choice) => void assign(choice)}
          />
          <ErrorAlert messages={rest} />
        </>
      )}
    </Stack>
  );
}
