import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import LibraryMusicOutlined from '@mui/icons-material/LibraryMusicOutlined';
import Search from '@mui/icons-material/Search';
import { useMayOpen } from '../../app/may-open.js';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { TextInput } from '../../ui/text-input.js';
import { useDebouncedValue } from '../../ui/use-debounced-value.js';
import { useReleasesQuery } from '../../lib/release-list.js';
import { EmptyState } from '../../ui/empty-state.js';
import { positiveInt } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { ReleaseRow } from './release-row.js';
import { parseStatusFilter, STATUS_FILTERS } from './status-filter.js';

/** /user-portal/releases/manage/:page — the submissions list: search, status filter, server paging. */
export default function ReleasesPage() {
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const page = positiveInt(params.page, 1);
  const status = parseStatusFilter(searchParams.get('status'));
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const debounced = useDebouncedValue(search.trim());
  const urlSearch = searchParams.get('q') ?? '';
  const releases = useReleasesQuery({ page, search: urlSearch, status });
  const data = releases.data;
  // A collaborator, or a manager without Admin on releases, may look but not create.
  const mayCreate = useMayOpen('uploader.index');

  // A new search or filter starts again at page 1; the query string keeps them on reload and back.
  const applyFilters = (q: string, nextStatus: number | undefined) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (nextStatus !== undefined) query.set('status', String(nextStatus));
    void navigate({ pathname: pathTo('portal.releases', { page: 1 }), search: query.toString() }, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search moves the URL; status changes go through the select's handler
  useEffect(() => {
    if (debounced !== urlSearch) applyFilters(debounced, status);
    // Only a settled search moves the URL; status changes go through the select's handler.
  }, [debounced]);

  const goToPage = (next: number) =>
    void navigate({ pathname: pathTo('portal.releases', { page: next }), search: searchParams.toString() });
  const filtered = !!urlSearch || status !== undefined;

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Releases">
        <Button
          component={RouterLink}
          to={pathTo('portal.releases-track', { id: 1 })}
          variant="outlined"
          startIcon={<LibraryMusicOutlined />}
        >
          Tracks
        </Button>
        {mayCreate && (
          <Button
            component={RouterLink}
            to={pathTo('uploader.index')}
            variant="contained"
            startIcon={<AddCircleOutline />}
          >
            Create release
          </Button>
        )}
      </PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Search releases"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          placeholder="Title, UPC or label"
          sx={{ flex: 1 }}
          inputProps={{ type: 'search' }}
          endAdornment={
            <InputAdornment position="end">
              <Search fontSize="small" />
            </InputAdornment>
          }
        />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="release-status-filter">Status</InputLabel>
          <Select
            labelId="release-status-filter"
            label="Status"
            value={status === undefined ? '' : String(status)}
            onChange={(event) => applyFilters(debounced, parseStatusFilter(event.target.value))}
          >
            <MenuItem value="">All statuses</MenuItem>
            {STATUS_FILTERS.map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {releases.isPending && <ListSkeleton label="Loading releases" />}
        {releases.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={releases.error} />
          </Stack>
        )}
        {data && data.data.length === 0 && (
          <EmptyState message={filtered ? 'No releases match your search.' : 'Nothing here yet ...'}>
            {!filtered && mayCreate && (
              <Button
                component={RouterLink}
                to={pathTo('uploader.index')}
                variant="outlined"
                startIcon={<AddCircleOutline />}
              >
                Create your first release
              </Button>
            )}
          </EmptyState>
        )}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label="Releases" aria-busy={releases.isPlaceholderData}>
            {data.data.map((release) => (
              <ReleaseRow key={release.id} release={release} />
            ))}
          </List>
        )}
        <TablePager page={data} onPageChange={goToPage} />
      </Paper>
    </Stack>
  );
}
