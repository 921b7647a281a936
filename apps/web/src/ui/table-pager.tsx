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

/**
 * Server-side pagination under a report table where the person picks the page size (10, 25 or
 * 50 unless told); a new size starts again at page 1. Nothing while there is no row.
 */
export function PerPagePager<T>({
  page,
  sizes = [10, 25, 50],
  onPageChange,
  onPerPageChange,
}: {
  page: Paginated<T> | undefined;
  sizes?: number[];
  onPageChange(page: number): void;
  onPerPageChange(perPage: number): void;
}) {
  if (!page || page.total === 0) return null;
  return (
    <TablePagination
      component="div"
      count={page.total}
      page={page.current_page - 1}
      rowsPerPage={page.per_page}
      rowsPerPageOptions={sizes}
      labelRowsPerPage="Per page"
      onPageChange={(_event, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => {
        onPerPageChange(Number(event.target.value));
        onPageChange(1);
      }}
    />
  );
}
