import { useEffect, useState } from 'react';
import { tokenStore } from '../../lib/http.js';

/**
 * An image behind the API's bearer authentication (artwork previews): an <img src> cannot send
 * the header, so the bytes are fetched and shown as an object URL. Other areas (review queue,
 * release links) reuse it for the same covers.
 */
export function useAuthedImage(url: string | null | undefined): {
  src: string | null;
  failed: boolean;
  loading: boolean;
} {
  const [state, setState] = useState<{ src: string | null; failed: boolean; loading: boolean }>({
    src: null,
    failed: false,
    loading: !!url,
  });
  useEffect(() => {
    if (!url) {
      setState({ src: null, failed: false, loading: false });
      return undefined;
    }
    setState({ src: null, failed: false, loading: true });
    const abort = new AbortController();
    let objectUrl: string | null = null;
    const token = tokenStore.get();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false, loading: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ src: null, failed: true, loading: false });
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
