import { useParams } from 'react-router';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../ui/page-heading.js';
import { EmptyState } from '../../ui/empty-state.js';
import { MonthlyStatementCard } from './monthly-statement-card.js';
import { ReportRequestForm } from './report-request-form.js';
import { findSection } from './report-sections.js';
import { ReportSectionView } from './report-section-view.js';
import { ReportsList } from './reports-list.js';
import { ReportsNav } from './reports-nav.js';

/**
 * /user-portal/reports: the report pages, ordering any report and the monthly PDF statement, and
 * my reports; /user-portal/reports/manage/{section}: one report page.
 */
export default function ReportsPage() {
  const { section, sub, leaf } = useParams();
  const path = [section, sub, leaf].filter(Boolean).join('/');
  if (path) {
    const found = findSection(path);
    if (found) return <ReportSectionView key={path} section={found.section} />;
    return (
      <Stack sx={{ py: 2 }}>
        <EmptyState message="There is no such report page." />
        <ReportsNav />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Reports" />
      <Typography color="text.secondary">
        Open a report page to see its rows, or order a file below. Files are generated in the background; you can leave
        this page and come back.
      </Typography>
      <ReportsNav />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ReportRequestForm />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <MonthlyStatementCard />
        </Grid>
      </Grid>
      <ReportsList />
    </Stack>
  );
}
