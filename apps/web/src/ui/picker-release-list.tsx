import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICKER_MESSAGES, RELEASE_PICKER_LIMITS, type PickerRelease } from '@liner/domain';
import { usePickerReleasesQuery } from '../lib/release-picker.js';
import { ErrorAlert } from './error-alert.js';
import { ListSkeleton } from './list-skeleton.js';
import { PickerPagination } from './picker-pagination.js';
import { TextInput } from './text-input.js';
import { useDebouncedValue } from './use-debounced-value.js';

/**
 * The releases a picker offers, 6 a page: a title search (350 ms after the last keystroke, back
 * to page 1), skeleton rows while a page loads, 'No available releases' when there is none, and
 * the pager, hidden while searching or when everything fits on one page. Each release is drawn
 * by `renderRelease` (its radio or checkbox, its tracks); `footer` sits beside the pager.
 */
export function PickerReleaseList({
  source,
  label,
  control,
  renderRelease,
  footer,
}: {
  source?: string;
  /** The accessible name of the list ("Releases"). */
  label: string;
  control: 'radio' | 'checkbox';
  renderRelease(release: PickerRelease): ReactNode;
  footer?: ReactNode;
}) {
  const [input, setInput] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(input.trim());
  const isSearching = search !== '';
  const releases = usePickerReleasesQuery({ source, search, page: isSearching ? 1 : page });
  const data = releases.data;
  const isLoading = releases.isPending || (releases.isFetching && releases.isPlaceholderData);
  const showPager = !!data && !isSearching && data.last_page > 1;
  return (
    <Stack spacing={2}>
      <TextInput
        label="Search releases"
        type="search"
        fullWidth
        size="small"
        value={input}
        inputProps={{ maxLength: RELEASE_PICKER_LIMITS.searchMax }}
        onChange={(event) => {
          setInput(event.target.value);
          setPage(1);
        }}
      />
      <ErrorAlert error={releases.error} />
      {isLoading && <ListSkeleton rows={RELEASE_PICKER_LIMITS.perPage} label="Loading releases" />}
      {!isLoading && data && data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {PICKER_MESSAGES.empty}
        </Typography>
      )}
      {!isLoading && data && data.data.length > 0 && (
        <Box
          role={control === 'radio' ? 'radiogroup' : 'group'}
          aria-label={label}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
        >
          {data.data.map((release) => (
            <Box
              key={release.id}
              sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              {renderRelease(release)}
            </Box>
          ))}
        </Box>
      )}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: showPager ? 'space-between' : 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}
      >
        {showPager && <PickerPagination page={data.current_page} lastPage={data.last_page} onChange={setPage} />}
        <Box sx={{ ml: 'auto' }}>{footer}</Box>
      </Stack>
    </Stack>
  );
}

/** The line under a release's title: its UPC, or that it has none. */
export function releaseDetail(release: PickerRelease): string {
  const tracks = `${release.tracks.length} ${release.tracks.length === 1 ? 'track' : 'tracks'}`;
  return `${release.upc ?? PICKER_MESSAGES.upcMissing} · ${tracks}`;
}
