import { useState } from 'react';
import Cookies from 'js-cookie';
import { PREFERENCE_COOKIE_DAYS } from '../theme.js';

export const SITE_VERSION_COOKIE = 'siteVersion';

/**
 * If the stored site version differs from the current one the update dialog shows;
 * Update stores the new version and force-reloads. A first visit just stores it.
 */
export function useVersionCheck(): { outdated: boolean; update(): void } {
  const [outdated] = useState(() => {
    const stored = Cookies.get(SITE_VERSION_COOKIE);
    if (!stored) storeVersion();
    return !!stored && stored !== __APP_VERSION__;
  });
  const update = () => {
    storeVersion();
    window.location.reload();
  };
  return { outdated, update };
}

function storeVersion(): void {
  Cookies.set(SITE_VERSION_COOKIE, __APP_VERSION__, { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'Lax' });
}
