import type { Store, SetStorePriceCodeRequest } from '@liner/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { presentStore } from './store-catalog.js';
import { stores } from './tables.js';

/** Sets (or clears, with null or blank) the price tier a store's download deals carry from now on. */
export async function setStorePriceCode(
  deps: AppDeps,
  storeId: string,
  input: SetStorePriceCodeRequest,
): Promise<Store> {
  const priceCode = input.priceCode?.trim() || null;
  const [row] = await deps.db.update(stores).set({ priceCode }).where(eq(stores.id, storeId)).returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Unknown store' });
  return presentStore(row);
}
