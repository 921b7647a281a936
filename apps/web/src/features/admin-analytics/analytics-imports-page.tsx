import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { OperatorOnly } from '../../app/operator-only.js';
import { positiveInt } from '../../lib/format.js';
import { PageHeading } from '../../ui/page-heading.js';
import { AnalyticsImportDetail } from './analytics-import-detail.js';
import { ImportsTable } from './imports-table.js';
import { TrendUploadForm } from './trend-upload-form.js';

/** /user-portal/admin/analytics-imports — upload platforms' trend files, follow their imports, remove one. */
export default function AnalyticsImportsPage() {
  return (
    <OperatorOnly>
      <AnalyticsImports />
    </OperatorOnly>
  );
}

function AnalyticsImports() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page') ?? undefined, 1);
  const selected = positiveInt(searchParams.get('id') ?? undefined) || null;
  const open = (id: number) => setSearchParams({ page: String(page), id: String(id) });
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <PageHeading title="Analytics imports" />
      <TrendUploadForm onUploaded={open} />
      {selected && (
        <AnalyticsImportDetail key={selected} id={selected} onRemoved={() => setSearchParams({ page: String(page) })} />
      )}
      <ImportsTable
        page={page}
        selected={selected}
        onOpen={open}
        onPage={(next) => setSearchParams({ page: String(next) })}
      />
    </Stack>
  );
}
