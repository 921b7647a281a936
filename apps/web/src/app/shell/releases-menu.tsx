import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import { useMayOpen } from '../may-open.js';
import { pathTo } from '../routes.js';

export function ReleasesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const mayCreate = useMayOpen('uploader.index');
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        Releases
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {mayCreate && (
          <MenuItem component={RouterLink} to={pathTo('uploader.index')} onClick={close}>
            <ListItemIcon>
              <AddCircleOutlineIcon fontSize="small" />
            </ListItemIcon>
            Create Release
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={pathTo('portal.releases', { page: 1 })} onClick={close}>
          <ListItemIcon>
            <LibraryMusicOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Manage Releases
        </MenuItem>
      </Menu>
    </>
  );
}
