import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicShortQuery } from './api.js';
import { PublicCard, PublicCover, PublicError, PublicLoading } from './public-card.js';

/** /shorts/:id — a track for short videos: cover, up to three primary artists, the clip when one exists, the lines. */
export default function ShortsPage() {
  const id = useParams().id ?? '';
  const short = usePublicShortQuery(id);
  if (short.isPending) return <PublicLoading />;
  if (short.isError) return <PublicError error={short.error} what="short" />;
  const data = short.data;
  const line = (symbol: string, year: number | null, name: string) =>
    name ? `${symbol} ${year ?? ''} ${name}`.replace(/\s+/g, ' ') : null;
  return (
    <PublicCard cover={data.cover}>
      <PublicCover cover={data.cover} alt={`Cover of ${data.title}`} />
      <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={0.5}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <Typography color="text.secondary">{data.primary_artists.join(', ')}</Typography>
        </Stack>
        {data.file_url ? (
          // biome-ignore lint/a11y/useMediaCaption: a music clip has no captions to offer
          <audio controls src={data.file_url} aria-label={`Clip of ${data.title}`} style={{ width: '100%' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No clip is available for this track yet.
          </Typography>
        )}
        <Stack>
          {[line('©', data.c_line_year, data.c_line), line('℗', data.p_line_year, data.p_line)]
            .filter(Boolean)
            .map((text) => (
              <Typography key={text} variant="caption" color="text.secondary">
                {text}
              </Typography>
            ))}
        </Stack>
      </Stack>
    </PublicCard>
  );
}
