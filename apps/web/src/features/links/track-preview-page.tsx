import { useEffect } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applyPageMeta } from '../../app/page-meta.js';
import { formatDay, formatDuration } from '../../lib/format.js';
import { usePublicTrackQuery } from './api.js';
import { PublicCard, PublicCover, PublicError, PublicLoading } from './public-card.js';

/** /track/:id — a track's public preview: who made it and where it comes from. */
export default function TrackPreviewPage() {
  const id = useParams().id ?? '';
  const track = usePublicTrackQuery(id);
  const data = track.data;
  useEffect(() => {
    if (data)
      applyPageMeta(
        `${data.title} by ${data.release.artists.join(', ')}`,
        `Listen to ${data.title} from ${data.release.title}.`,
      );
  }, [data]);
  if (track.isPending) return <PublicLoading />;
  if (track.isError || !data) return <PublicError error={track.error} what="track" />;
  const fields: [string, string][] = [
    ['From', data.release.title],
    ['Released', formatDay(data.release.release_date)],
    ['Label', data.release.label || '—'],
    ['Length', formatDuration(data.duration_seconds)],
    ['ISRC', data.isrc ?? '—'],
  ];
  return (
    <PublicCard cover={data.cover}>
      <PublicCover cover={data.cover} alt={`Cover of ${data.release.title}`} />
      <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
              {data.title}
              {data.version ? ` (${data.version})` : ''}
            </Typography>
            {data.explicit && <Chip size="small" label="E" aria-label="Explicit" />}
          </Stack>
          <Typography color="text.secondary">
            {data.artists.map((artist) => artist.name).join(', ') || data.release.artists.join(', ')}
          </Typography>
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </PublicCard>
  );
}
