import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Footer } from './footer.js';
import { TopBar } from './top-bar.js';

/** Visitors' pages and the sign-in pages: top bar, page, footer (the footer shows where there is no sidebar). */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      {/* At least a screen tall: the footer starts below the fold, so a page that loads its
          content lazily does not push a visible footer down (layout shift). */}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
