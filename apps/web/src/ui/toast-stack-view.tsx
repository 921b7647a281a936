import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { toastOffset, type Toast } from './toast-stack.js';

/** The stack starts under the top bar so the bell and avatar menu stay reachable while toasts show. */
const TOP_BAR_HEIGHT = 64;

interface ToastStackProps {
  toasts: Toast[];
  onDismiss(id: number): void;
  onViewAll(): void;
}

/** Newest on top; each toast 20 px + 80 px per index below the top bar, with a close button and "View All". */
export default function ToastStackView({ toasts, onDismiss, onViewAll }: ToastStackProps) {
  return (
    <Box aria-live="polite" role="region" aria-label="Notifications">
      {toasts.map((toast, index) => (
        <Alert
          key={toast.id}
          severity={toast.type}
          variant="filled"
          onClose={() => onDismiss(toast.id)}
          sx={{
            position: 'fixed',
            right: 20,
            top: TOP_BAR_HEIGHT + toastOffset(index),
            zIndex: (theme) => theme.zIndex.snackbar,
            width: 'min(380px, calc(100vw - 40px))',
            minHeight: 64,
            alignItems: 'center',
            boxShadow: 6,
            transition: 'top 200ms ease',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>
              {toast.message}
            </Box>
            <Button size="small" color="inherit" variant="outlined" onClick={onViewAll}>
              View All
            </Button>
          </Box>
        </Alert>
      ))}
    </Box>
  );
}
