import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ToastContext, type ToastApi, type ToastInput } from './toasts.js';
import { addToast, makeToast, toastOffset, type Toast } from './toast-stack.js';
import { playNotificationSound } from './notification-sound.js';


/** The stack starts under the top bar so the bell and avatar menu stay reachable while toasts show. */
const TOP_BAR_HEIGHT = 64;

interface ToastProviderProps {
  children: ReactNode;
  /** "View All" clears the stack and goes to the notifications page. */
  onViewAll(): void;
}

export function ToastProvider({ children, onViewAll }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((stack) => stack.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback((input: ToastInput) => {
    const toast = makeToast(nextId.current++, input, Date.now());
    timers.current.set(toast.id, window.setTimeout(() => dismiss(toast.id), toast.timeout));
    setToasts((stack) => addToast(stack, toast));
    void playNotificationSound();
  }, [dismiss]);

  const clear = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current.clear();
    setToasts([]);
  }, []);

  useEffect(() => clear, [clear]);

  const api = useMemo<ToastApi>(() => ({ push, clear }), [push, clear]);
  const viewAll = () => {
    clear();
    onViewAll();
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box aria-live="polite" role="region" aria-label="Notifications">
        {toasts.map((toast, index) => (
          <Alert
            key={toast.id}
            severity={toast.type}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            sx={{
              position: 'fixed', right: 20, top: TOP_BAR_HEIGHT + toastOffset(index), zIndex: (theme) => theme.zIndex.snackbar,
              width: 'min(380px, calc(100vw - 40px))', minHeight: 64, alignItems: 'center', boxShadow: 6,
              transition: 'top 200ms ease',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" sx={{ flex: 1 }}>{toast.message}</Box>
              <Button size="small" color="inherit" variant="outlined" onClick={viewAll}>View All</Button>
            </Box>
          </Alert>
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
