import TablePagination from '@mui/material/TablePagination';
import type { Paginated } from '@liner/domain';

/** Server-side pagination under a settings table (the server fixes the page size). */
export function TablePager<T>({
  page,
  onPageChange,
}: {
  page: Paginated<T> | undefined;
  onPageChange(page: number): void;
}) {
  if (!page || page.last_page <= 1) return null;
  return (
    <TablePagination
      component="div"
      count={page.total}
      page={page.current_page - 1}
      rowsPerPage={page.per_page}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPageChange(next + 1)}
    />
  );
}

export const orNotAvailable = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');
