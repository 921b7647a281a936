import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { Paginated } from '@liner/domain';

/**
 * Previous / next under a top-10 table. Lighter than the kit's TablePager (MUI's TablePagination
 * brings Select, Menu and Popover), which matters on a page already carrying a chart library.
 */
export function PageButtons<T>({ page, onPageChange }: { page: Paginated<T>; onPageChange(page: number): void }) {
  if (page.last_page <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {`Page ${page.current_page} of ${page.last_page}`}
      </Typography>
      <IconButton
        size="small"
        aria-label="Previous page"
        disabled={page.current_page <= 1}
        onClick={() => onPageChange(page.current_page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Next page"
        disabled={page.current_page >= page.last_page}
        onClick={() => onPageChange(page.current_page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
