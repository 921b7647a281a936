import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while a catalog list loads. */
export function ListSkeleton({ rows = 5, label, square = true }: { rows?: number; label: string; square?: boolean }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows of a skeleton have no identity
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {square && <Skeleton variant="rounded" width={56} height={56} />}
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="45%" />
            <Skeleton variant="text" width="30%" />
          </Stack>
          <Skeleton variant="rounded" width={72} height={24} />
        </Stack>
      ))}
    </Stack>
  );
}
