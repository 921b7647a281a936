import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Cookies from 'js-cookie';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createAppTheme, DARK_MODE_COOKIE, PREFERENCE_COOKIE_DAYS, type ColorMode } from './theme.js';

export interface ColorModeApi {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeApi>({ mode: 'light', toggle: () => undefined });
export const useColorMode = (): ColorModeApi => useContext(ColorModeContext);

/** The mode the person chose with the toggle, or null while they never did. */
function chosenMode(): ColorMode | null {
  const stored = Cookies.get(DARK_MODE_COOKIE);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return null;
}

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme until the person chooses one; their choice then wins (kept 7 days). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ColorMode | null>(chosenMode);
  const isSystemDark = useMediaQuery(SYSTEM_DARK_QUERY, { noSsr: true });
  const mode: ColorMode = chosen ?? (isSystemDark ? 'dark' : 'light');
  const toggle = useCallback(() => {
    const next = mode === 'dark' ? 'light' : 'dark';
    Cookies.set(DARK_MODE_COOKIE, String(next === 'dark'), { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'Lax' });
    setChosen(next);
  }, [mode]);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const api = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ColorModeContext.Provider value={api}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
