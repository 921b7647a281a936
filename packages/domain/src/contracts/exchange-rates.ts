import { z } from 'zod';
import { calendarMonth, idParam, text } from './primitives.js';

/** The operator's monthly reference rates (issue 12): 1 unit of `currency` is `rate` of the account currency. */

export const RATE_MESSAGE = 'Give the rate as a decimal number greater than zero, e.g. 1.2731';
export const CURRENCY_MESSAGE = 'Use a three-letter currency code, e.g. GBP';
export const SAME_CURRENCY_MESSAGE = 'This is the account currency; it needs no rate';

/** A positive decimal with up to 12 digits either side of the point: exact, never a float. */
export const RateText = text()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,12})?$/, RATE_MESSAGE)
  .refine((v) => /[1-9]/.test(v), RATE_MESSAGE);

export const CurrencyCode = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE));

export const ExchangeRateInput = z.object({
  currency: CurrencyCode,
  month: calendarMonth('Give the month as yyyy-mm'),
  rate: RateText,
});
export type ExchangeRateInput = z.infer<typeof ExchangeRateInput>;

export const ExchangeRateParams = z.object({ id: idParam() });

export const ExchangeRateRow = z.object({
  id: z.number().int(),
  currency: text(),
  accountCurrency: text(),
  month: text(),
  rate: text(),
  updatedAt: text(),
});
export type ExchangeRateRow = z.infer<typeof ExchangeRateRow>;

export const ExchangeRateQuery = z.object({
  currency: CurrencyCode.optional(),
});

export const ExchangeRateList = z.object({
  data: z.array(ExchangeRateRow),
  accountCurrency: text(),
  /** Imports waiting for a rate, by currency and month (what the table still lacks). */
  waiting: z.array(z.object({ currency: text(), month: text(), statements: z.array(z.number().int()) })),
});
export type ExchangeRateList = z.infer<typeof ExchangeRateList>;

/** CSV import of reference rates: a header `currency,month,rate`, one rate per row. */
export const ExchangeRateImportRequest = z.object({
  csv: z.string().min(1, 'Paste or choose a CSV file').max(1_000_000, 'Import at most 1 MB of rates at once'),
});
export type ExchangeRateImportRequest = z.infer<typeof ExchangeRateImportRequest>;

export const ExchangeRateImportResponse = z.object({
  saved: z.number().int(),
  /** Imports that were waiting for these rates and were queued again. */
  resumed: z.array(z.number().int()),
});
export type ExchangeRateImportResponse = z.infer<typeof ExchangeRateImportResponse>;

export const ExchangeRateSaved = z.object({
  rate: ExchangeRateRow,
  resumed: z.array(z.number().int()),
});
export type ExchangeRateSaved = z.infer<typeof ExchangeRateSaved>;

export const RATE_DELETED = 'Rate deleted';
export const ExchangeRateDeleted = z.object({ message: text() });
