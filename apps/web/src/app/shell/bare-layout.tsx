import { Outlet } from 'react-router';
import Box from '@mui/material/Box';

/** Callback, preview and onboarding screens: the page alone. */
export function BareLayout() {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
