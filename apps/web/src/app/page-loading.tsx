import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page chunk or the current user loads. */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      <LinearProgress aria-label="Loading" />
    </Box>
  );
}
