import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { DOCUMENT_KIND_LABELS, type UserDocument } from '@liner/domain';
import { isForbidden } from '../../lib/http.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { SectionCard } from '../../ui/section-card.js';
import { useDocumentsQuery } from './api.js';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** Contracts and tax forms kept for the account, each with its download. */
export function DocumentsSection() {
  const documents = useDocumentsQuery();
  return (
    <SectionCard id="documents" title="Documents" description="Contracts you signed and tax forms you submitted.">
      {isForbidden(documents.error) ? (
        <Typography color="text.secondary">Only the account owner can see its documents.</Typography>
      ) : (
        <ErrorAlert error={documents.error} />
      )}
      {documents.isPending && (
        <Stack spacing={1} aria-busy="true" aria-label="Loading documents">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      )}
      {documents.data?.documents.length === 0 && <EmptyState message="No documents yet" />}
      {documents.data && documents.data.documents.length > 0 && (
        <List disablePadding aria-label="Documents">
          {documents.data.documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}

function DocumentRow({ document }: { document: UserDocument }) {
  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <ListItemText
        primary={document.title}
        secondary={dateFormat.format(new Date(document.date))}
        slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
      />
      <Chip size="small" variant="outlined" label={DOCUMENT_KIND_LABELS[document.kind]} />
      <Button
        size="small"
        href={document.fileUrl}
        download
        startIcon={<Download />}
        aria-label={`Download ${document.title}`}
      >
        Download
      </Button>
    </ListItem>
  );
}
