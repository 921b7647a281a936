import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

interface GuestMoreMenuProps {
  anchor: HTMLElement | null;
  links: { label: string; to: string }[];
  onClose(): void;
}

export default function GuestMoreMenu({ anchor, links, onClose }: GuestMoreMenuProps) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
