import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { TextInput } from '../../ui/text-input.js';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { helpCentreSearch } from './external-links.js';

const HELP_DRAWER_WIDTH = 500;

/** Right-side help drawer with a help-centre search: enabled only with text, Enter submits. */
export default function HelpDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    const target = helpCentreSearch(query.trim());
    if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer');
    else {
      onClose();
      void navigate(target.href);
    }
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: HELP_DRAWER_WIDTH } }, 'aria-labelledby': 'help-drawer-title' },
      }}
    >
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography id="help-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            How can we help?
          </Typography>
          <IconButton aria-label="Close help" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Search the help centre for guides on releases, payouts and your account.
        </Typography>
        <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
          <TextInput
            fullWidth
            size="small"
            label="Search the help centre"
            value={query}
            autoFocus
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={!query.trim()}>
            Search
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
