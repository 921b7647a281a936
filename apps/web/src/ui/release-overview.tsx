import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RELEASE_STATUS, type ReleaseView } from '@liner/domain';
import { formatDay, formatMoment } from '../lib/format.js';
import { codeWithPlaceholderNote } from './placeholder-code.js';

/** The release's metadata as the stores will read it, with the operator's note when documents are needed. */
export function OverviewSection({ release, forOperator = false }: { release: ReleaseView; forOperator?: boolean }) {
  const territories = release.territories.worldwide
    ? release.territories.excluding.length
      ? `Worldwide except ${release.territories.excluding.join(', ')}`
      : 'Worldwide'
    : release.territories.only.join(', ');
  const line = (year: number | null, name: string) => (name ? `${year ?? ''} ${name}`.trim() : '—');
  const fields: [string, string][] = [
    ['Type', release.type],
    ['Title', release.title || '—'],
    ['Version', release.version || '—'],
    ['Artists', release.artists.map((artist) => `${artist.name} (${artist.roles.join(', ')})`).join('; ') || '—'],
    ['Label', release.label || '—'],
    [
      'UPC',
      release.upc.code
        ? codeWithPlaceholderNote('upc', release.upc.code)
        : release.upc.active
          ? '—'
          : 'Assigned by Liner at submission',
    ],
    ['Catalog number', release.catalogNumber || '—'],
    ['Primary genre', release.primaryGenre || '—'],
    ['Secondary genre', release.secondaryGenre || '—'],
    ['Language', release.language || '—'],
    ['Release date', formatDay(release.releaseDate)],
    ['Original release date', formatDay(release.originalReleaseDate)],
    ['Licensing', release.licensingType],
    ['© line', line(release.copyright.licensing.year, release.copyright.licensing.name)],
    ['℗ line', line(release.copyright.soundRecording.year, release.copyright.soundRecording.name)],
    // The ERN value (NotExplicit, Explicit, ...) in words.
    [
      'Parental warning',
      release.parentalWarning
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`) || '—',
    ],
    ['Territories', territories],
    ['Stores', release.storeIds.length ? `${release.storeIds.length} selected` : 'None selected'],
    ['Submitted', formatMoment(release.submittedAt)],
    ['Last change', formatMoment(release.updatedAt)],
  ];
  return (
    <Stack spacing={2}>
      {release.status === RELEASE_STATUS.NEEDS_DOCS && (
        <Alert severity="warning" role="status">
          <AlertTitle>Documents needed</AlertTitle>
          {release.reviewNote || 'Our review team needs more information before this release can go to the stores.'}
          {!forOperator && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Edit the draft to fix what is asked, then submit it again.
            </Typography>
          )}
        </Alert>
      )}
      {release.status !== RELEASE_STATUS.NEEDS_DOCS && release.reviewNote && (
        <Alert severity="info">
          <AlertTitle>Review note</AlertTitle>
          {release.reviewNote}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
