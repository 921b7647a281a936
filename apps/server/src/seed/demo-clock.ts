import type { Clock } from '../platform/clock.js';

const DAY_MS = 86_400_000;

/**
 * The seed replays a year and a half of use: each step runs the real operation with this clock
 * set to the day it "happened", so history, statements and money carry believable dates. It
 * never runs past the real present.
 */
export class DemoClock implements Clock {
  private current: Date;

  constructor(private readonly present: Date) {
    this.current = present;
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves to `days` before the present (at the same time of day); 0 is the present itself. */
  setDaysAgo(days: number): void {
    this.current = new Date(this.present.getTime() - days * DAY_MS);
  }

  /** Moves to a given moment, but never later than the present. */
  setDate(date: Date): void {
    this.current = new Date(Math.min(date.getTime(), this.present.getTime()));
  }

  /** Whole days between a moment and the present. */
  daysAgoOf(date: Date): number {
    return Math.round((this.present.getTime() - date.getTime()) / DAY_MS);
  }
}
