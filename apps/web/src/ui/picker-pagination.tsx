import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { RELEASE_PICKER_LIMITS } from '@liner/domain';
import { pageWindow } from './page-window.js';

/** The pickers' pager: previous, at most 6 page buttons around the current page, next. */
export function PickerPagination({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange(page: number): void;
}) {
  return (
    <Stack component="nav" aria-label="Release pages" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, lastPage, RELEASE_PICKER_LIMITS.pageButtons).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
          sx={{ minWidth: 32, px: 0 }}
        >
          {number}
        </Button>
      ))}
      <IconButton size="small" aria-label="Next page" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
