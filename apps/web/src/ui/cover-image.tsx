import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import AlbumOutlined from '@mui/icons-material/AlbumOutlined';
import { useAuthedImage } from '../lib/use-authed-image.js';

/** A release cover from an authenticated preview URL; a record icon when there is none. */
export function CoverImage({
  url,
  size,
  alt,
  authed = true,
}: {
  url: string | null | undefined;
  size: number;
  alt: string;
  authed?: boolean;
}) {
  const image = useAuthedImage(authed ? url : null);
  const src = authed ? image.src : (url ?? null);
  const frame = { width: size, height: size, borderRadius: size > 80 ? 2 : 1, flexShrink: 0 } as const;
  if (authed && image.loading) return <Skeleton variant="rounded" sx={frame} aria-label={`Loading ${alt}`} />;
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={`${alt} (no artwork)`}
        sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}
      >
        <AlbumOutlined sx={{ fontSize: size * 0.55 }} />
      </Box>
    );
  }
  return (
    <Box component="img" src={src} alt={alt} loading="lazy" sx={{ ...frame, objectFit: 'cover', display: 'block' }} />
  );
}
