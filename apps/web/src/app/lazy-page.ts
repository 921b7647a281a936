import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader, PageModule } from './route-types.js';

/** Set before the one reload a failed chunk may cause, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_KEY = 'liner:chunk-reload';

/**
 * Spec §8: a lazily loaded page chunk that fails to load causes a full page reload (after a deploy
 * the old hashed chunks are gone; the reload fetches the new index). Only once per session until a
 * chunk loads again; after that the error reaches the route's error screen.
 */
export function loadWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (module) => {
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return module;
    },
    (error: unknown) => {
      if (sessionStorage.getItem(CHUNK_RELOAD_KEY)) throw error;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
      return new Promise<T>(() => undefined);
    },
  );
}

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per loader, so navigating back does not remount a new lazy wrapper. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = cache.get(loader);
  if (!page) {
    page = lazy<ComponentType>(() => loadWithReload<PageModule>(loader));
    cache.set(loader, page);
  }
  return page;
}
