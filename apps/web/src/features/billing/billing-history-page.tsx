import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { pathTo } from '../../app/routes.js';
import { isForbidden } from '../../lib/http.js';
import { PageHeading } from '../../ui/page-heading.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { useBillingHistoryQuery } from './api.js';
import { BillingStates } from './billing-states.js';
import { InvoicesTable } from './invoices-table.js';

/** /user-portal/billing-history — every paid charge, newest first, paged by the server, each with its invoice. */
export default function BillingHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useBillingHistoryQuery(page);
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1000, minWidth: 0 }}>
      <PageHeading title="Billing history">
        <Button component={RouterLink} to={pathTo('portal.billing')} variant="outlined">
          Back to billing
        </Button>
      </PageHeading>
      {isForbidden(history.error) ? (
        <BillingStates query={history} loadingLabel="Loading your billing history">
          {() => null}
        </BillingStates>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <TableStates
            query={history}
            loadingLabel="Loading your billing history"
            emptyMessage="No payments yet. Your invoices appear here once a payment has gone through."
          />
          {history.data && history.data.data.length > 0 && <InvoicesTable rows={history.data.data} label="Payments" />}
          <TablePager page={history.data} onPageChange={setPage} />
        </Paper>
      )}
    </Stack>
  );
}
