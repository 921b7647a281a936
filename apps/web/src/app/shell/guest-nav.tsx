import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { pathTo } from '../routes.js';

const LINKS = [
  { label: 'Pricing', to: pathTo('pricing.index') },
  { label: 'News', to: pathTo('news.index') },
  { label: 'Contact', to: pathTo('support.index') },
];

/** Top bar for visitors: Pricing, News, Contact, Login, Sign Up (the first three fold into a menu on phones). */
export function GuestNav() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
        {LINKS.map((link) => <Button key={link.label} component={RouterLink} to={link.to} color="inherit">{link.label}</Button>)}
      </Box>
      <IconButton sx={{ display: { md: 'none' } }} aria-label="More pages" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LINKS.map((link) => (
          <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>{link.label}</MenuItem>
        ))}
      </Menu>
      <Button component={RouterLink} to={pathTo('auth.login')} color="inherit">Login</Button>
      <Button component={RouterLink} to={pathTo('auth.register')} variant="contained">Sign Up</Button>
    </Box>
  );
}
