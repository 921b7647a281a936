import { useEffect, useState } from 'react';
import { tokenStore } from '../../lib/http.js';
import { filePreviewUrl } from './api.js';

/**
 * The compressed display copy of an uploaded artwork. The API authenticates with the bearer
 * header, which an <img src> cannot send, so the image is fetched and shown as an object URL.
 */
export function usePreviewImage(fileId: number | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!fileId) {
      setState({ src: null, failed: false });
      return undefined;
    }
    const abort = new AbortController();
    let objectUrl: string | null = null;
    const token = tokenStore.get();
    fetch(filePreviewUrl(fileId), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return state;
}
