import { useEffect } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { applyPageMeta } from '../../app/page-meta.js';
import { formatDay } from '../../lib/format.js';
import { usePublicLinkQuery } from './api.js';
import { PublicCard, PublicCover, PublicError, PublicLoading } from './public-card.js';

/** /l/:shortId — a release's smart link: its cover and the stores, in the artist's order. */
export default function SmartLinkPage() {
  const shortId = useParams().shortId ?? '';
  const link = usePublicLinkQuery(shortId);
  const data = link.data;
  useEffect(() => {
    if (data)
      applyPageMeta(`${data.title} by ${data.artists.join(', ')}`, `Listen to ${data.title} on your favourite store.`);
  }, [data]);
  if (link.isPending) return <PublicLoading />;
  if (link.isError || !data) return <PublicError error={link.error} what="link" />;
  const title = `${data.title}${data.version ? ` (${data.version})` : ''}`;
  return (
    <PublicCard cover={data.cover}>
      <PublicCover cover={data.cover} alt={`Cover of ${data.title}`} />
      <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={0.5}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{data.artists.join(', ')}</Typography>
          {data.release_date && (
            <Typography variant="body2" color="text.secondary">
              Out {formatDay(data.release_date)}
            </Typography>
          )}
        </Stack>
        {data.stores.length === 0 && (
          <Typography color="text.secondary">Nothing here yet ... the stores are on their way.</Typography>
        )}
        <Stack component="nav" aria-label="Listen on" spacing={1}>
          {data.stores.map((store) => (
            <Button
              key={store.platform}
              href={store.go}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="large"
              endIcon={<OpenInNew />}
              sx={{ justifyContent: 'space-between', py: 1.25 }}
              aria-label={`Listen on ${store.name}`}
            >
              {store.name}
            </Button>
          ))}
        </Stack>
      </Stack>
    </PublicCard>
  );
}
