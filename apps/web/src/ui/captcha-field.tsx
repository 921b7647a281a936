import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { CaptchaChallenge } from '@liner/domain';
import { http } from '../lib/http.js';

interface CaptchaElement extends HTMLElement {
  configure(config: { challenge: CaptchaChallenge; auto: 'onload' }): Promise<void>;
}

export interface CaptchaFieldProps {
  /** The solved challenge for the form's `captcha` field, or '' while there is none. */
  onChange(solution: string): void;
  /** A new value asks for a new challenge (a solution is spent by any answer of the server). */
  resetKey?: number;
  error?: string;
}

/**
 * The robot check of the guest forms: a self-hosted proof of work the browser solves on its own
 * (nothing to click, works offline); the form sends the solution as `captcha`.
 */
export function CaptchaField({ onChange, resetKey = 0, error }: CaptchaFieldProps) {
  const ref = useRef<CaptchaElement | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isReady, setIsReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey asks for a new challenge
  useEffect(() => {
    let cancelled = false;
    onChange('');
    setLoadError(null);
    void (async () => {
      try {
        await import('./captcha-widget.js');
        if (cancelled) return;
        setIsReady(true);
        const challenge = await http.post('/api/auth/captcha', {}, CaptchaChallenge);
        await customElements.whenDefined('altcha-widget');
        if (!cancelled) await ref.current?.configure({ challenge, auto: 'onload' });
      } catch {
        if (!cancelled) setLoadError('The robot check could not load. Reload the page and try again');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [resetKey, onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the element exists once the widget module is ready
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [isReady, onChange]);

  const message = error ?? loadError;
  return (
    <Box>
      {isReady && <altcha-widget ref={ref} style={{ '--altcha-max-width': '100%' }} />}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
