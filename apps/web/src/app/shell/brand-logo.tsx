import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

/** The wordmark; links home. */
export function BrandLogo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Liner home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: 22,
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 28, height: 28 }}>
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.12" />
        <path
          d="M9 8v16h14"
          fill="none"
          stroke="#8a63e8"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="21" cy="11" r="3" fill="#8a63e8" />
      </Box>
      Liner
    </Box>
  );
}
