import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../releases/page-heading.js';
import { MonthlyStatementCard } from './monthly-statement-card.js';
import { ReportRequestForm } from './report-request-form.js';
import { ReportsList } from './reports-list.js';

/** /user-portal/reports — order sales and earnings reports, the monthly PDF statement, and download them. */
export default function ReportsPage() {
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Reports" />
      <Typography color="text.secondary">Reports are generated in the background; you can leave this page and come back.</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}><ReportRequestForm /></Grid>
        <Grid size={{ xs: 12, md: 5 }}><MonthlyStatementCard /></Grid>
      </Grid>
      <ReportsList />
    </Stack>
  );
}
