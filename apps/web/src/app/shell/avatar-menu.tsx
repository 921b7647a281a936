import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ACCOUNT_TYPE_CHIP, resolveDisplayName } from '@liner/domain';
import { pathTo } from '../routes.js';
import { useSession } from '../session.js';
import { clearStoredPermissions } from '../stored-permissions.js';
import { useColorMode } from '../theme-provider.js';
import { SwitchAccountDialog } from './switch-account-dialog.js';

export function AvatarMenu() {
  const { user, me, signOut } = useSession();
  const { mode, toggle } = useColorMode();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  if (!user) return null;
  const name = resolveDisplayName(user);
  const close = () => setAnchor(null);
  // Switching shows for confirmed managers, for users who have a current manager, and while acting.
  const canSwitch = user.managerConfirmed || !!user.currentManager || !!me?.acting;
  const logOut = async () => {
    close();
    clearStoredPermissions();
    await signOut();
    void navigate(pathTo('home.index'));
  };
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar
          src={user.profileImage ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 16 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography component="p" sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Chip size="small" label={ACCOUNT_TYPE_CHIP[user.type]} color="primary" variant="outlined" sx={{ mt: 1 }} />
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={pathTo('portal.profile')} onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem
          disabled={!canSwitch}
          onClick={() => {
            close();
            setSwitching(true);
          }}
        >
          <ListItemIcon>
            <SwapHorizIcon fontSize="small" />
          </ListItemIcon>
          Switch Account
        </MenuItem>
        <MenuItem onClick={toggle} role="menuitemcheckbox" aria-checked={mode === 'dark'}>
          <ListItemIcon>
            <DarkModeOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <Box component="span" sx={{ flex: 1 }}>
            Dark mode
          </Box>
          {/* A drawn switch, not an input: the menu item itself is the checkbox. */}
          <Box
            aria-hidden
            sx={{
              width: 34,
              height: 18,
              borderRadius: 9,
              p: '2px',
              bgcolor: mode === 'dark' ? 'primary.main' : 'action.disabled',
              display: 'flex',
              justifyContent: mode === 'dark' ? 'flex-end' : 'flex-start',
              transition: 'all 150ms',
            }}
          >
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'background.paper' }} />
          </Box>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void logOut()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
      <SwitchAccountDialog open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
