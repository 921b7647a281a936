import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Cookies from 'js-cookie';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, DARK_MODE_COOKIE, PREFERENCE_COOKIE_DAYS, type ColorMode } from './theme.js';

export interface ColorModeApi {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeApi>({ mode: 'light', toggle: () => undefined });
export const useColorMode = (): ColorModeApi => useContext(ColorModeContext);

function storedMode(): ColorMode {
  return Cookies.get(DARK_MODE_COOKIE) === 'true' ? 'dark' : 'light';
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(storedMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      Cookies.set(DARK_MODE_COOKIE, String(next === 'dark'), { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'Lax' });
      return next;
    });
  }, []);
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
