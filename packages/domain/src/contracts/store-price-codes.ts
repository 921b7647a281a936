import { z } from 'zod';
import { text } from './primitives.js';

/**
 * The operator's price tier per store: the store's own code (e.g. FRONT, MID, BUDGET) sent
 * with every download deal to that store. Null or blank = no code, the store's default tier.
 */
export const PRICE_CODE_MESSAGE = 'Write the price code as letters, digits, - or _ (at most 50)';
export const StorePriceCodeParams = z.object({ storeId: text().trim().min(1).max(64) });
export const SetStorePriceCodeRequest = z.object({
  priceCode: text()
    .trim()
    .max(50, PRICE_CODE_MESSAGE)
    .regex(/^[A-Za-z0-9_-]*$/, PRICE_CODE_MESSAGE)
    .nullable(),
});
export type SetStorePriceCodeRequest = z.infer<typeof SetStorePriceCodeRequest>;
