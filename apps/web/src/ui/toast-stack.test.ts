import { describe, expect, it } from 'vitest';
import { addToast, makeToast, toastOffset, type Toast } from './toast-stack.js';

describe('toast stack', () => {
  it('keeps at most 5, newest on top', () => {
    let stack: Toast[] = [];
    for (let id = 1; id <= 7; id += 1) stack = addToast(stack, makeToast(id, { message: `m${id}` }, 0));
    expect(stack.map((toast) => toast.id)).toEqual([7, 6, 5, 4, 3]);
  });
  it('defaults to "You have a new notification", info, 5000 ms', () => {
    expect(makeToast(1, { message: '' }, 42)).toEqual({
      id: 1,
      message: 'You have a new notification',
      type: 'info',
      timestamp: 42,
      timeout: 5000,
    });
  });
  it('offsets 20 px plus 80 px per index', () => {
    expect([0, 1, 4].map(toastOffset)).toEqual([20, 100, 340]);
  });
});
