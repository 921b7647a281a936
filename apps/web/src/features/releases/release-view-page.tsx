import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { isEditableByOwner, RELEASE_STATUS, type ReleaseView } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { QueryState } from '../../ui/query-state.js';
import { useReleaseQuery } from './api.js';
import { CoverImage } from '../../ui/cover-image.js';
import { DeliveryLogSection } from './delivery-log-section.js';
import { EditRequestsSection } from './edit-requests-section.js';
import { formatDay, positiveInt } from '../../lib/format.js';
import { HistorySection } from './history-section.js';
import { OverviewSection } from '../../ui/release-overview.js';
import { canRequestChanges, RELEASE_SECTIONS, sectionOf, type ReleaseSection } from './release-sections.js';
import { SmartLinkSection } from './smart-link-section.js';
import { StatusChip } from '../../ui/status-chip.js';
import { StoresSection } from './stores-section.js';
import { CancelTakedownButton, TakedownDialog } from './takedown-dialog.js';
import { TracksSection } from './tracks-section.js';
import { codeWithPlaceholderNote } from '../../ui/placeholder-code.js';

/** /user-portal/releases/view/:id/:section? — one release, its sections as tabs (the tab is in the URL). */
export default function ReleaseViewPage() {
  const params = useParams();
  const id = positiveInt(params.id);
  const release = useReleaseQuery(id);
  const back = (
    <Button
      component={RouterLink}
      to={pathTo('portal.releases', { page: 1 })}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      All releases
    </Button>
  );
  return (
    <QueryState
      query={release}
      what="release"
      invalidId={id === 0}
      back={{ to: pathTo('portal.releases', { page: 1 }), label: 'All releases' }}
      loading={
        <Stack spacing={2} sx={{ py: 2 }}>
          {back}
          <HeaderSkeleton />
        </Stack>
      }
    >
      {(data) => <ReleaseDetail data={data} section={sectionOf(params.section)} back={back} />}
    </QueryState>
  );
}

function ReleaseDetail({ data, section, back }: { data: ReleaseView; section: ReleaseSection; back: ReactNode }) {
  const [takedownOpen, setTakedownOpen] = useState(false);
  const id = data.id;
  const title = data.title || 'Untitled release';

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <CoverImage
          url={data.artworkFileId ? `/api/distribution/files/${data.artworkFileId}/preview` : null}
          size={120}
          alt={`Cover of ${title}`}
        />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
            {data.version ? ` (${data.version})` : ''}
          </Typography>
          <Typography color="text.secondary">
            {data.artists.map((artist) => artist.name).join(', ') || 'No artist yet'}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip badge={data.badge} />
            <Typography variant="body2" color="text.secondary">
              {data.type} · {formatDay(data.releaseDate)}
              {data.upc.code ? ` · UPC ${codeWithPlaceholderNote('upc', data.upc.code)}` : ''}
            </Typography>
          </Stack>
        </Stack>
        <ReleaseActions release={data} onTakedown={() => setTakedownOpen(true)} />
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Tabs
          value={section}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Release sections"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {RELEASE_SECTIONS.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              id={`release-tab-${item.id}`}
              aria-controls="release-tab-panel"
              component={RouterLink}
              to={pathTo('portal.releases-view', { id, section: item.id })}
              replace
            />
          ))}
        </Tabs>
        <Stack
          role="tabpanel"
          id="release-tab-panel"
          aria-labelledby={`release-tab-${section}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <SectionBody section={section} release={data} />
        </Stack>
      </Paper>
      <TakedownDialog release={data} open={takedownOpen} onClose={() => setTakedownOpen(false)} />
    </Stack>
  );
}

function SectionBody({ section, release }: { section: ReleaseSection; release: ReleaseView }): ReactNode {
  switch (section) {
    case 'overview':
      return <OverviewSection release={release} />;
    case 'tracks':
      return <TracksSection tracks={release.tracks} />;
    case 'delivery-log':
      return <DeliveryLogSection releaseId={release.id} />;
    case 'stores':
      return <StoresSection releaseId={release.id} />;
    case 'edit-requests':
      return <EditRequestsSection release={release} />;
    case 'history':
      return <HistorySection releaseId={release.id} />;
    case 'smart-link':
      return <SmartLinkSection release={release} />;
  }
}

function ReleaseActions({ release, onTakedown }: { release: ReleaseView; onTakedown(): void }) {
  const editable = isEditableByOwner(release.status);
  const live = canRequestChanges(release.status);
  const takedownPending = release.status === RELEASE_STATUS.TAKEDOWN_PENDING;
  if (!editable && !live && !takedownPending) return null;
  return (
    <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {editable && (
        <Button
          component={RouterLink}
          to={pathTo('uploader.edit', { id: release.id })}
          variant="contained"
          startIcon={<EditOutlined />}
        >
          Edit draft
        </Button>
      )}
      {live && (
        <Button
          component={RouterLink}
          to={pathTo('portal.releases-view', { id: release.id, section: 'edit-requests' })}
          variant="contained"
          startIcon={<EditOutlined />}
        >
          Request edit
        </Button>
      )}
      {live && (
        <Button onClick={onTakedown} color="error" variant="outlined" startIcon={<DeleteOutline />}>
          Request takedown
        </Button>
      )}
      {takedownPending && <CancelTakedownButton releaseId={release.id} />}
    </Stack>
  );
}

function HeaderSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading the release" role="status">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={120} height={120} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton variant="text" width="50%" height={44} />
          <Skeleton variant="text" width="30%" />
        </Stack>
      </Stack>
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
