import Alert from '@mui/material/Alert';
import { errorMessages } from './server-errors.js';

/** Shows what went wrong with a call, in the server's words; nothing when there is no error. */
export function ErrorAlert({ error, messages }: { error?: unknown; messages?: string[] }) {
  const lines = messages ?? (error ? errorMessages(error) : []);
  if (lines.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
      {lines.join('\n')}
    </Alert>
  );
}
