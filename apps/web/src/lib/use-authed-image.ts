import { useEffect, useState } from 'react';
import { requestBlob } from './http.js';

export interface AuthedImage {
  src: string | null;
  failed: boolean;
  loading: boolean;
}

/**
 * A file behind the API's bearer authentication (artwork and audio previews), shown through an
 * object URL because an <img src> cannot send the header. The URL is released when the file
 * changes or the component goes away. The one image-loading hook of the app.
 */
export function useAuthedImage(url: string | null | undefined): AuthedImage {
  const [state, setState] = useState<AuthedImage>({ src: null, failed: false, loading: !!url });
  useEffect(() => {
    if (!url) {
      setState({ src: null, failed: false, loading: false });
      return undefined;
    }
    setState({ src: null, failed: false, loading: true });
    const abort = new AbortController();
    let objectUrl: string | null = null;
    requestBlob(url, abort.signal)
      .then(({ blob }) => {
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
