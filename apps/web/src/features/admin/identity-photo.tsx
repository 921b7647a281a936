import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdentityImageSide } from '@liner/domain';
import { useAuthedImage } from '../../lib/use-authed-image.js';
import { identityImagePath } from './identity-checks-api.js';

const SIDE_LABEL: Record<IdentityImageSide, string> = { front: 'Front', back: 'Back', selfie: 'Selfie' };

/** One photo of a check, from the operator-only image route; a click opens it full size in a new tab. */
export function IdentityPhoto({ checkId, side, name }: { checkId: number; side: IdentityImageSide; name: string }) {
  const path = identityImagePath(checkId, side);
  const image = useAuthedImage(path);
  const alt = `${SIDE_LABEL[side]} photo sent by ${name}`;
  return (
    <Stack spacing={0.5} sx={{ width: { xs: '100%', sm: 220 }, minWidth: 0 }}>
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {image.loading && <Skeleton variant="rectangular" width="100%" height="100%" aria-label={`Loading ${alt}`} />}
        {image.failed && (
          <Typography variant="body2" color="error" sx={{ p: 1, textAlign: 'center' }}>
            The photo could not be loaded.
          </Typography>
        )}
        {image.src && (
          <Link href={path} target="_blank" rel="noopener" sx={{ display: 'block', width: '100%', height: '100%' }}>
            <Box
              component="img"
              src={image.src}
              alt={alt}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </Link>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {SIDE_LABEL[side]}
      </Typography>
    </Stack>
  );
}
