import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSession } from './session.js';

/**
 * Operator screens: only an account with the admin flag sees them. The server refuses the calls
 * anyway (403); this keeps others from seeing an empty, broken screen.
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user?.adminAccess) {
    return (
      <Stack sx={{ py: 2, maxWidth: 720 }}>
        <Alert severity="error" role="alert">
          This page is for Liner operators only.
        </Alert>
      </Stack>
    );
  }
  return <>{children}</>;
}
