const dayOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
// A formatter is costly to build and a chart's points format hundreds of days: build each once.
const calendarDay = new Intl.DateTimeFormat(undefined, { ...dayOptions, timeZone: 'UTC' });
const localDay = new Intl.DateTimeFormat(undefined, dayOptions);

/** Dates as the viewer reads them; the API sends UTC timestamps and YYYY-MM-DD days. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare day is a calendar date, not a moment: format it in UTC so it never shifts by a day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (value.length === 10 ? calendarDay : localDay).format(date);
}

export function formatMoment(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Route params arrive as strings; anything that is not a positive whole number reads as 0. */
export function positiveInt(value: string | undefined, fallback = 0): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
