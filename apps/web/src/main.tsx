import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/app.js';
import { reloadForFailedChunk } from './app/lazy-page.js';
import { createStyleCache } from './app/style-cache.js';

// Vite reports a chunk (or a chunk's dependency) that failed to load here first; reload as for pages.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
