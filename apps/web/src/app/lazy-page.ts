import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader, PageModule } from './route-types.js';

/** When the last reload for a missing chunk happened; a broken deploy must not loop. */
const CHUNK_RELOAD_KEY = 'liner:chunk-reload';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * A lazily loaded page chunk that fails to load causes a full page reload (after a deploy
 * the old hashed chunks are gone; the reload fetches the new index). At most once a minute, so a
 * chunk that is really missing ends on the error screen instead of reloading forever.
 * Returns false when the caller should let the error through.
 */
export function reloadForFailedChunk(): boolean {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

const never = <T>() => new Promise<T>(() => undefined);

export function loadWithReload<T>(load: () => Promise<T | undefined>): Promise<T> {
  return load().then(
    // Undefined: Vite's preload handler in main.tsx already started the reload.
    (module) => module ?? never<T>(),
    (error: unknown) => {
      if (reloadForFailedChunk()) return never<T>();
      throw error;
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
