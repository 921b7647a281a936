import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { useReadChangelogMutation } from './use-read-changelog-mutation.js';
import { useSession } from '../session.js';

/** Changelog menu max width 400, height 500. */
const MENU_MAX_WIDTH = 400;
const MENU_MAX_HEIGHT = 500;

export function ChangelogMenu() {
  const { me } = useSession();
  const readChangelog = useReadChangelogMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = me?.changelog ?? [];
  const newCount = me?.newChangelogCount ?? 0;

  const open = (element: HTMLElement) => {
    setAnchor(element);
    if (newCount > 0) {
      // The "new" markers stay visible while the menu is open; the badge clears on the next /me.
      readChangelog.mutate();
    }
  };

  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={(event) => open(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        sx={{ borderRadius: 2, mx: 1, py: 0.6 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Badge badgeContent={newCount} color="secondary" max={9}>
            <NewReleasesOutlinedIcon fontSize="small" />
          </Badge>
        </ListItemIcon>
        <ListItemText primary="Changelog" slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
      </ListItemButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { maxWidth: MENU_MAX_WIDTH, maxHeight: MENU_MAX_HEIGHT } },
          list: { 'aria-label': 'Changelog' },
        }}
      >
        {entries.length === 0 && (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            Nothing here yet ...
          </Typography>
        )}
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            sx={{ listStyle: 'none', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="p" variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }}>
                {entry.title}
              </Typography>
              {entry.isNew && <Chip label="New" size="small" color="secondary" />}
            </Box>
            <Typography variant="caption" color="text.secondary">
              {new Date(entry.date).toLocaleDateString()}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {entry.description}
            </Typography>
          </Box>
        ))}
      </Menu>
    </ListItem>
  );
}
