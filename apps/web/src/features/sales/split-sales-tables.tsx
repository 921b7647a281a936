import { useState, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_PER_PAGE, type Paginated, type SalesRangeQuery, type SplitPayeeStatus } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { EmptyState } from '../releases/empty-state.js';
import { PAYEE_STATUS } from '../royalty-shares/payee-chips.js';
import { moneyText } from '../wallet/money-text.js';
import { useSalesCollabsQuery, useSalesSplitsQuery } from './api.js';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Narrower cell padding on phones, so name, paid and held fit side by side. */
const tight = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;
/** A share, or a dash for a payee the newest version no longer names. */
const shareText = (share: string | null) => (share === null ? '—' : `${share}%`);

function StatusChip({ status }: { status: SplitPayeeStatus }) {
  return <Chip size="small" variant="outlined" color={PAYEE_STATUS[status].color} label={PAYEE_STATUS[status].label} />;
}

/** Loading, error, empty and pager around one paged split list. */
function PagedPanel<T>({ query, label, empty, children, onPage, onPerPage }: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: Paginated<T> };
  label: string; empty: string; children(rows: T[]): ReactNode; onPage(page: number): void; onPerPage(perPage: number): void;
}) {
  const data = query.data;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {query.isPending && <Stack sx={{ p: 2 }} spacing={1} aria-busy="true" aria-label={`Loading ${label}`}>
        {[0, 1, 2].map((row) => <Skeleton key={row} variant="text" height={36} />)}
      </Stack>}
      {query.isError && <Stack sx={{ p: 2 }}><ErrorAlert error={query.error} /></Stack>}
      {data && data.data.length === 0 && <EmptyState message={empty} />}
      {data && data.data.length > 0 && children(data.data)}
      {data && data.total > 0 && (
        <TablePagination component="div" count={data.total} page={data.current_page - 1} rowsPerPage={data.per_page}
          rowsPerPageOptions={[10, 25, 50]} labelRowsPerPage="Per page"
          onPageChange={(_event, next) => onPage(next + 1)}
          onRowsPerPageChange={(event) => { onPerPage(Number(event.target.value)); onPage(1); }} />
      )}
    </Paper>
  );
}

/** The tracks I split: per payee their share, answer, and what was paid, held or returned to me in the range. */
export function SplitSalesTable({ range, currency }: { range: SalesRangeQuery; currency: string }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const query = useSalesSplitsQuery(range, page, perPage);
  return (
    <PagedPanel query={query} label="splits" empty="Nothing here yet ... tracks you split with collaborators appear here." onPage={setPage} onPerPage={setPerPage}>
      {(rows) => (
        <TableContainer>
          <Table size="small" aria-label="Splits" aria-busy={query.isPlaceholderData} sx={tight}>
            <TableHead>
              <TableRow>
                <TableCell>Payee</TableCell>
                <TableCell align="right" sx={wideOnly}>Share</TableCell>
                <TableCell sx={wideOnly}>Answer</TableCell>
                <TableCell align="right">Paid</TableCell>
                <TableCell align="right">Held</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.flatMap((split) => [
                <TableRow key={`split-${split.id}`} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={5}>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600 }}>{split.track.title}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {split.release.title} · {split.track.isrc ?? 'ISRC not set'}{split.active ? '' : ' · ended'}
                      </Typography>
                      <Typography variant="body2" sx={{ ml: { sm: 'auto' }, ...numeric }}>Shared {moneyText(split.total, currency)}</Typography>
                    </Stack>
                  </TableCell>
                </TableRow>,
                ...split.payees.map((payee) => (
                  <TableRow key={`split-${split.id}-${payee.email}`} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {payee.name ?? payee.email}
                      {payee.name && <Typography variant="caption" color="text.secondary" component="div">{payee.email}</Typography>}
                      <Stack sx={{ display: { xs: 'flex', sm: 'none' }, mt: 0.5, alignItems: 'center' }} direction="row" spacing={1}>
                        <Typography variant="body2" sx={numeric}>{shareText(payee.share)}</Typography><StatusChip status={payee.status} />
                      </Stack>
                    </TableCell>
                    <TableCell align="right" sx={{ ...numeric, ...wideOnly }}>{shareText(payee.share)}</TableCell>
                    <TableCell sx={wideOnly}><StatusChip status={payee.status} /></TableCell>
                    <TableCell align="right" sx={numeric}>{moneyText(payee.paid, currency)}</TableCell>
                    <TableCell align="right" sx={numeric}>
                      {moneyText(payee.held, currency)}
                      {/[1-9]/.test(payee.returned) && <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'normal' }}>{moneyText(payee.returned, currency)} back to you</Typography>}
                    </TableCell>
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PagedPanel>
  );
}

/** Splits that pay me: the owner, my share and answer, what I received and what waits for my answer. */
export function CollabSalesTable({ range, currency }: { range: SalesRangeQuery; currency: string }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const query = useSalesCollabsQuery(range, page, perPage);
  return (
    <PagedPanel query={query} label="collabs" empty="Nothing here yet ... splits other artists share with you appear here." onPage={setPage} onPerPage={setPerPage}>
      {(rows) => (
        <TableContainer>
          <Table size="small" aria-label="Collabs" aria-busy={query.isPlaceholderData} sx={tight}>
            <TableHead>
              <TableRow>
                <TableCell>Track</TableCell>
                <TableCell align="right" sx={wideOnly}>Share</TableCell>
                <TableCell sx={wideOnly}>Your answer</TableCell>
                <TableCell align="right">Received</TableCell>
                <TableCell align="right">Held</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((collab) => (
                <TableRow key={collab.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography sx={{ fontWeight: 600 }} component="div">{collab.track.title}</Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      from {collab.owner.name} · {collab.release.title}{collab.active ? '' : ' · ended'}
                    </Typography>
                    <Stack sx={{ display: { xs: 'flex', sm: 'none' }, mt: 0.5, alignItems: 'center' }} direction="row" spacing={1}>
                      <Typography variant="body2" sx={numeric}>{shareText(collab.share)}</Typography><StatusChip status={collab.status} />
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ ...numeric, ...wideOnly }}>{shareText(collab.share)}</TableCell>
                  <TableCell sx={wideOnly}><StatusChip status={collab.status} /></TableCell>
                  <TableCell align="right" sx={numeric}>{moneyText(collab.received, currency)}</TableCell>
                  <TableCell align="right" sx={numeric}>{moneyText(collab.held, currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PagedPanel>
  );
}
