import { Link as RouterLink } from 'react-router';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReleaseListRow } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { CoverImage } from '../../ui/cover-image.js';
import { formatDay } from '../../lib/format.js';
import { StatusChip } from '../../ui/status-chip.js';

/** One submission: cover, title and artists, UPC, release date and status; the whole row opens the release. */
export function ReleaseRow({ release }: { release: ReleaseListRow }) {
  const artists = release.artists.join(', ') || 'No artist yet';
  const title = release.title || 'Untitled release';
  return (
    <ListItemButton
      component={RouterLink}
      to={pathTo('portal.releases-view', { id: release.id })}
      divider
      sx={{ gap: 2, py: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <CoverImage url={release.cover?.plain} size={56} alt={`Cover of ${title}`} />
      <Stack sx={{ minWidth: 0, flex: '1 1 160px' }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
          {release.version ? ` (${release.version})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {artists}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          rowGap: 0.5,
          width: { xs: '100%', sm: 'auto' },
          pl: { xs: 9, sm: 0 },
          flexShrink: 0,
        }}
      >
        <Meta label="UPC" value={release.upc || '—'} width={130} />
        <Meta label="Release date" value={formatDay(release.release_date)} width={110} />
        <Stack sx={{ width: { sm: 112 }, alignItems: { sm: 'flex-end' } }}>
          <StatusChip badge={release.badge} />
        </Stack>
      </Stack>
    </ListItemButton>
  );
}

function Meta({ label, value, width }: { label: string; value: string; width: number }) {
  return (
    <Stack sx={{ width: { sm: width } }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}
