// Contract of the toast stack (implemented by the shell): push a local notification toast.
import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export interface ToastInput {
  message: string;
  type?: ToastType;
  timeout?: number;
}
export interface ToastApi {
  push(toast: ToastInput): void;
  clear(): void;
}

export const ToastContext = createContext<ToastApi>({ push: () => undefined, clear: () => undefined });
export const useToasts = (): ToastApi => useContext(ToastContext);
