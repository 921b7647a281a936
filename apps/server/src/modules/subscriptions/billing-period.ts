import type { PlanInterval } from '@liner/domain';

const DAY_MS = 86_400_000;

/**
 * One interval later on the calendar (UTC), the day kept where the month has it and otherwise
 * the month's last day: 31 January + 1 month is 28 (or 29) February.
 */
export function addInterval(from: Date, interval: PlanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from);
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * What an upgrade owes now, in whole cents. The unused part of the period already paid is
 * credited: credit = floor(paid × remaining ÷ length), time counted in milliseconds, so the
 * credit never exceeds what was paid and never favours the install by more than a cent's
 * fraction. charged = newPrice − credit (never below zero); charged + credit = newPrice exactly,
 * so no cent is lost between the two.
 */
export function prorate(input: {
  paidCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  newPriceCents: number;
}): { creditCents: number; chargedCents: number } {
  const length = BigInt(Math.max(1, input.periodEnd.getTime() - input.periodStart.getTime()));
  const remainingMs = Math.min(
    Math.max(0, input.periodEnd.getTime() - input.now.getTime()),
    input.periodEnd.getTime() - input.periodStart.getTime(),
  );
  const credit = Number((BigInt(input.paidCents) * BigInt(remainingMs)) / length);
  const creditCents = Math.min(credit, input.newPriceCents);
  return { creditCents, chargedCents: input.newPriceCents - creditCents };
}
