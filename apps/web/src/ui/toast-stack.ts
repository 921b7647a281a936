import {
  DEFAULT_NOTIFICATION_TEXT,
  TOAST_MAX,
  TOAST_OFFSET_BASE_PX,
  TOAST_OFFSET_STEP_PX,
  TOAST_TIMEOUT_MS,
} from '@liner/domain';
import type { ToastInput, ToastType } from './toasts.js';

/** A local notification: id, message, type, timestamp, timeout. */
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  timestamp: number;
  timeout: number;
}

/** Defaults of a toast: "You have a new notification", type info, 5000 ms. */
export function makeToast(id: number, input: ToastInput, now: number): Toast {
  return {
    id,
    message: input.message || DEFAULT_NOTIFICATION_TEXT,
    type: input.type ?? 'info',
    timestamp: now,
    timeout: input.timeout && input.timeout > 0 ? input.timeout : TOAST_TIMEOUT_MS,
  };
}

/** Newest on top, at most TOAST_MAX: the oldest drop off the end. */
export function addToast(stack: Toast[], toast: Toast): Toast[] {
  return [toast, ...stack].slice(0, TOAST_MAX);
}

/** Toast at position `index` (0 = newest) sits 20 px + 80 px per index from the top. */
export const toastOffset = (index: number): number => TOAST_OFFSET_BASE_PX + TOAST_OFFSET_STEP_PX * index;
