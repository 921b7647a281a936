import { useState, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PER_PAGE,
  type Paginated,
  type SalesCollabRow,
  type SalesRangeQuery,
  type SalesSplitPayee,
  type SplitPayeeStatus,
} from '@liner/domain';
import { TableStates } from '../../ui/table-states.js';
import { PerPagePager } from '../../ui/table-pager.js';
import { PAYEE_STATUS } from '../../ui/payee-status.js';
import { moneyText } from '../../ui/money-text.js';
import { useSalesCollabsQuery, useSalesSplitsQuery } from './api.js';
import { ColumnTable, numeric, type Column } from './column-table.js';

/** A share, or a dash for a payee the newest version no longer names. */
const shareText = (share: string | null) => (share === null ? '—' : `${share}%`);

function StatusChip({ status }: { status: SplitPayeeStatus }) {
  return <Chip size="small" variant="outlined" color={PAYEE_STATUS[status].color} label={PAYEE_STATUS[status].label} />;
}

/** Loading, error, empty and pager around one paged split list. */
function PagedPanel<T>({
  query,
  label,
  empty,
  children,
  onPage,
  onPerPage,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: Paginated<T> };
  label: string;
  empty: string;
  children(rows: T[]): ReactNode;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}) {
  const data = query.data;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableStates query={query} loadingLabel={`Loading ${label}`} skeletonRows={3} emptyMessage={empty} />
      {data && data.data.length > 0 && children(data.data)}
      <PerPagePager page={data} onPageChange={onPage} onPerPageChange={onPerPage} />
    </Paper>
  );
}

/** Per payee of one of my splits: who, their share and answer, what was paid, held or returned to me. */
function splitColumns(currency: string): Column<SalesSplitPayee>[] {
  return [
    {
      heading: 'Payee',
      wraps: true,
      cell: (payee) => (
        <>
          {payee.name ?? payee.email}
          {payee.name && (
            <Typography variant="caption" color="text.secondary" component="div">
              {payee.email}
            </Typography>
          )}
        </>
      ),
    },
    { heading: 'Share', align: 'right', isNumeric: true, isWideOnly: true, cell: (payee) => shareText(payee.share) },
    { heading: 'Answer', isWideOnly: true, cell: (payee) => <StatusChip status={payee.status} /> },
    { heading: 'Paid', align: 'right', isNumeric: true, cell: (payee) => moneyText(payee.paid, currency) },
    {
      heading: 'Held',
      align: 'right',
      isNumeric: true,
      cell: (payee) => (
        <>
          {moneyText(payee.held, currency)}
          {/[1-9]/.test(payee.returned) && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'normal' }}>
              {moneyText(payee.returned, currency)} back to you
            </Typography>
          )}
        </>
      ),
    },
  ];
}

/** Per split that pays me: the track and its owner, my share and answer, what I received and what waits. */
function collabColumns(currency: string): Column<SalesCollabRow>[] {
  return [
    {
      heading: 'Track',
      wraps: true,
      cell: (collab) => (
        <>
          <Typography sx={{ fontWeight: 600 }} component="div">
            {collab.track.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            from {collab.owner.name} · {collab.release.title}
            {collab.active ? '' : ' · ended'}
          </Typography>
        </>
      ),
    },
    { heading: 'Share', align: 'right', isNumeric: true, isWideOnly: true, cell: (collab) => shareText(collab.share) },
    { heading: 'Your answer', isWideOnly: true, cell: (collab) => <StatusChip status={collab.status} /> },
    { heading: 'Received', align: 'right', isNumeric: true, cell: (collab) => moneyText(collab.received, currency) },
    { heading: 'Held', align: 'right', isNumeric: true, cell: (collab) => moneyText(collab.held, currency) },
  ];
}

/** The tracks I split: per payee their share, answer, and what was paid, held or returned to me in the range. */
export function SplitSalesTable({ range, currency }: { range: SalesRangeQuery; currency: string }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const query = useSalesSplitsQuery(range, page, perPage);
  return (
    <PagedPanel
      query={query}
      label="splits"
      empty="Nothing here yet ... tracks you split with collaborators appear here."
      onPage={setPage}
      onPerPage={setPerPage}
    >
      {(rows) => (
        <ColumnTable
          label="Splits"
          busy={query.isPlaceholderData}
          columns={splitColumns(currency)}
          rowKey={(payee) => payee.email}
          sections={rows.map((split) => ({
            key: `split-${split.id}`,
            rows: split.payees,
            heading: (
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{split.track.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {split.release.title} · {split.track.isrc ?? 'ISRC not set'}
                  {split.active ? '' : ' · ended'}
                </Typography>
                <Typography variant="body2" sx={{ ml: { sm: 'auto' }, ...numeric }}>
                  Shared {moneyText(split.total, currency)}
                </Typography>
              </Stack>
            ),
          }))}
        />
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
    <PagedPanel
      query={query}
      label="collabs"
      empty="Nothing here yet ... splits other artists share with you appear here."
      onPage={setPage}
      onPerPage={setPerPage}
    >
      {(rows) => (
        <ColumnTable
          label="Collabs"
          busy={query.isPlaceholderData}
          columns={collabColumns(currency)}
          rowKey={(collab) => collab.id}
          rows={rows}
        />
      )}
    </PagedPanel>
  );
}
