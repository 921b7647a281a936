import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

/** Dark mode is kept in a cookie for 7 days. */
export const DARK_MODE_COOKIE = 'darkMode';
export const PREFERENCE_COOKIE_DAYS = 7;
export const SIDEBAR_WIDTH = 232;

/** Purple primary; shades chosen so text on them and on the backgrounds passes WCAG AA in both modes. */
const PURPLE = { light: '#6b3fd4', lighter: '#8a63e8', darker: '#4f2aa6', onDark: '#b9a2ff' };

export function createAppTheme(mode: ColorMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary: dark
        ? { main: PURPLE.onDark, light: '#d4c6ff', dark: PURPLE.lighter, contrastText: '#140b2e' }
        : { main: PURPLE.light, light: PURPLE.lighter, dark: PURPLE.darker, contrastText: '#ffffff' },
      secondary: dark ? { main: '#f7a8d8', contrastText: '#2a0b1e' } : { main: '#b0267a', contrastText: '#ffffff' },
      background: dark ? { default: '#121018', paper: '#1b1824' } : { default: '#f7f5fc', paper: '#ffffff' },
      text: dark
        ? { primary: '#f3f0fa', secondary: 'rgba(243, 240, 250, 0.74)' }
        : { primary: '#1d1530', secondary: 'rgba(29, 21, 48, 0.7)' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontWeight: 800 },
      h2: { fontWeight: 700 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // A table scrolls inside its container; the container is the containing block of the
      // visually hidden (absolutely placed) header texts, else they stick out and widen the page.
      MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    },
  });
}
