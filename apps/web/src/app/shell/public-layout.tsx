import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Footer } from './footer.js';
import { TopBar } from './top-bar.js';

/** Visitors' pages and the sign-in pages: top bar, page, footer (the footer shows where there is no sidebar). */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
