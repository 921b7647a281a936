import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastInput } from './toasts.js';
import { addToast, makeToast, type Toast } from './toast-stack.js';
import { playNotificationSound } from './notification-sound.js';

// Alerts and their icons load with the first toast, not with every page.
const ToastStack = lazy(() => import('./toast-stack-view.js'));

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

  const push = useCallback(
    (input: ToastInput) => {
      const toast = makeToast(nextId.current++, input, Date.now());
      timers.current.set(
        toast.id,
        window.setTimeout(() => dismiss(toast.id), toast.timeout),
      );
      setToasts((stack) => addToast(stack, toast));
      void playNotificationSound();
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    timers.current.forEach((timer) => {
      window.clearTimeout(timer);
    });
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
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onDismiss={dismiss} onViewAll={viewAll} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
