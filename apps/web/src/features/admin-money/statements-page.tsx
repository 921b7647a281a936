import { useSearchParams } from 'react-router';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { OperatorOnly } from '../../app/operator-only.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment, positiveInt } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { useStatementsQuery } from './api.js';
import { StatementDetail, STATEMENT_STATUS } from './statement-detail.js';
import { MatchAliasesPanel } from './match-aliases-panel.js';
import { StatementUploadForm } from './statement-upload-form.js';
import { AccountingPeriods } from './accounting-periods.js';
import { missingRatesText } from './waiting-for-rate.js';

/** /user-portal/admin/statements — upload, import progress, totals and the unmatched queue. */
export default function StatementsPage() {
  return (
    <OperatorOnly>
      <Statements />
    </OperatorOnly>
  );
}

function Statements() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page') ?? undefined, 1);
  const selected = positiveInt(searchParams.get('id') ?? undefined) || null;
  const statements = useStatementsQuery(page);
  const data = statements.data;
  const open = (id: number) => setSearchParams({ page: String(page), id: String(id) });
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <PageHeading title="Statements" />
      <StatementUploadForm onUploaded={open} />
      <AccountingPeriods />
      {selected && <StatementDetail key={selected} id={selected} />}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="statements-heading"
        sx={{ borderRadius: 3, overflow: 'hidden' }}
      >
        <Typography id="statements-heading" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
          Uploaded statements
        </Typography>
        {statements.isPending && <ListSkeleton rows={3} square={false} label="Loading statements" />}
        {statements.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={statements.error} />
          </Stack>
        )}
        {data && data.data.length === 0 && (
          <EmptyState message="Nothing here yet ... import a store's sales report above." />
        )}
        {data && data.data.length > 0 && (
          <List aria-label="Statements">
            {data.data.map((row) => (
              <ListItemButton
                key={row.id}
                divider
                selected={row.id === selected}
                onClick={() => open(row.id)}
                sx={{ gap: 2, flexWrap: 'wrap' }}
              >
                <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    #{row.id} {row.fileName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatMoment(row.createdAt)} · {row.linesRead} lines · {row.unmatchedLines} unmatched ·{' '}
                    {row.convertedAmount} {row.accountCurrency}
                    {row.bookedPeriod && row.bookedPeriod !== row.reportedPeriod
                      ? ` · reported ${row.reportedPeriod}, booked in ${row.bookedPeriod}`
                      : row.bookedPeriod
                        ? ` · period ${row.bookedPeriod}`
                        : ''}
                  </Typography>
                  {row.status === 'waiting-rate' && (
                    <Typography variant="body2" color="warning.main">
                      Waiting for a rate: {missingRatesText(row.waitingFor)}
                    </Typography>
                  )}
                </Stack>
                <Chip
                  size="small"
                  color={STATEMENT_STATUS[row.status].color}
                  label={STATEMENT_STATUS[row.status].label}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <TablePager page={data} onPageChange={(next) => setSearchParams({ page: String(next) })} />
      </Paper>
      <MatchAliasesPanel />
    </Stack>
  );
}
