import Button from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useToasts } from './toasts.js';

/** Copies a public address; says so, or says why not (no clipboard outside https). */
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
  const toasts = useToasts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.push({ message: 'Link copied', type: 'success' });
    } catch {
      toasts.push({ message: `Copy this link by hand: ${url}`, type: 'info' });
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
      {label}
    </Button>
  );
}
