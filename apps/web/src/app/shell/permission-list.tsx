import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { ACCESS_TYPE_LABELS, type Permission } from '@liner/domain';

/** "royalty-splits" -> "Royalty splits". */
export function areaLabel(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The areas of a permission list with the access held in each (View, Admin, Editor, Delete). */
export function PermissionList({ permissions }: { permissions: readonly Permission[] }) {
  return (
    <List dense disablePadding aria-label="Permissions">
      {permissions.map((permission) => (
        <ListItem key={permission.name} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText primary={areaLabel(permission.name)} sx={{ minWidth: 160 }} />
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {permission.accessTypes.length === 0 ? (
              <Chip size="small" variant="outlined" label="No access" />
            ) : (
              permission.accessTypes.map((type) => (
                <Chip key={type} size="small" color="primary" variant="outlined" label={ACCESS_TYPE_LABELS[type]} />
              ))
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
