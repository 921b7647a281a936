import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import type { EditRequestView, ReleaseEditSection, TrackEditField } from '@liner/domain';
import { formatEditValue, sectionLabel } from '../lib/edit-values.js';

interface EditListProps {
  request: EditRequestView;
  locked: boolean;
  onRemoveRelease(section: ReleaseEditSection): void;
  onRemoveTrack(trackId: number, field: TrackEditField): void;
}

/** The edits of the request: release sections first, then each track's fields, each with "before -> after". */
export function EditList({ request, locked, onRemoveRelease, onRemoveTrack }: EditListProps) {
  if (request.releaseEdits.length === 0 && request.trackEdits.length === 0) {
    return <Typography color="text.secondary">Nothing here yet ...</Typography>;
  }
  return (
    <List disablePadding aria-label="Requested edits" dense>
      {request.releaseEdits.length > 0 && (
        <ListSubheader disableSticky sx={{ px: 0 }}>
          Release
        </ListSubheader>
      )}
      {request.releaseEdits.map((edit) => (
        <EditRow
          key={edit.section}
          label={sectionLabel(edit.section)}
          before={edit.oldValue}
          after={edit.value}
          locked={locked}
          extra={edit.participants
            ?.filter((person) => person.change !== 'kept')
            .map((person) => `${person.name} ${person.change}`)
            .join(', ')}
          onRemove={() => onRemoveRelease(edit.section)}
        />
      ))}
      {request.trackEdits.map((entry) => [
        <ListSubheader key={`track-${entry.trackID}`} disableSticky sx={{ px: 0 }}>
          Track “{entry.title}”{entry.ISRC ? ` · ${entry.ISRC}` : ''}
        </ListSubheader>,
        ...entry.edits.map((edit) => (
          <EditRow
            key={`${entry.trackID}-${edit.field}`}
            label={sectionLabel(edit.field)}
            before={edit.oldValue}
            after={edit.value}
            locked={locked}
            onRemove={() => onRemoveTrack(entry.trackID, edit.field)}
            removeLabel={`${entry.title}: ${sectionLabel(edit.field)}`}
          />
        )),
      ])}
    </List>
  );
}

function EditRow({
  label,
  before,
  after,
  locked,
  extra,
  onRemove,
  removeLabel,
}: {
  label: string;
  before: unknown;
  after: unknown;
  locked: boolean;
  extra?: string;
  onRemove(): void;
  removeLabel?: string;
}) {
  return (
    <ListItem
      divider
      sx={{ px: 0 }}
      secondaryAction={
        locked ? undefined : (
          <IconButton edge="end" aria-label={`Remove the edit of ${removeLabel ?? label}`} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        )
      }
    >
      <ListItemText
        primary={label}
        secondary={
          <>
            {formatEditValue(before)} → <strong>{formatEditValue(after)}</strong>
            {extra ? ` (${extra})` : ''}
          </>
        }
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere', pr: 4 } } }}
      />
    </ListItem>
  );
}
