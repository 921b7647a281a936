import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlbumOutlined from '@mui/icons-material/AlbumOutlined';
import { ErrorAlert } from '../../ui/error-alert.js';
import { isNotFound } from '../../lib/http.js';

/** The frame of the public release, track and shorts pages: a card on the cover's colours. */
export function PublicCard({ cover, children }: { cover: string | null; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {cover && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: -40,
            backgroundImage: `url(${cover})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            filter: 'blur(40px) saturate(1.2)',
            opacity: (theme) => (theme.palette.mode === 'dark' ? 0.35 : 0.5),
          }}
        />
      )}
      <Paper
        elevation={6}
        sx={{ position: 'relative', width: '100%', maxWidth: 440, borderRadius: 4, overflow: 'hidden' }}
      >
        {children}
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ position: 'relative', mt: 2 }}>
        Distributed with{' '}
        <Link component={RouterLink} to="/">
          Liner
        </Link>
      </Typography>
    </Box>
  );
}

export function PublicCover({ cover, alt }: { cover: string | null; alt: string }) {
  if (!cover) {
    return (
      <Box
        role="img"
        aria-label={`${alt} (no artwork)`}
        sx={{ aspectRatio: '1', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
      >
        <AlbumOutlined sx={{ fontSize: 120, color: 'text.disabled' }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={cover}
      alt={alt}
      sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
    />
  );
}

export function PublicLoading() {
  return (
    <PublicCard cover={null}>
      <Stack aria-busy="true" aria-label="Loading" role="status">
        <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
        <Stack spacing={1} sx={{ p: 3 }}>
          <Skeleton variant="text" width="70%" height={36} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      </Stack>
    </PublicCard>
  );
}

/** Not found in plain words; any other failure in the server's. */
export function PublicError({ error, what }: { error: unknown; what: string }) {
  return (
    <PublicCard cover={null}>
      <Stack spacing={2} sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {isNotFound(error) ? `This ${what} does not exist` : 'Something went wrong'}
        </Typography>
        {isNotFound(error) ? (
          <Alert severity="info">The link may be mistyped, or the artist has taken it down.</Alert>
        ) : (
          <ErrorAlert error={error} />
        )}
      </Stack>
    </PublicCard>
  );
}
