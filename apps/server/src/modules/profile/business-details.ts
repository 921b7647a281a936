import { eq } from 'drizzle-orm';
import {
  BUSINESS_MESSAGES,
  type BusinessDetails,
  type BusinessInformationRequest,
  type BusinessMailingAddressRequest,
  formatAddress,
  type StoredAddress,
  type UpdateAddressRequest,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { type BusinessDetailsRow, businessDetails } from './tables.js';

/**
 * A label's business details: created once (business/init), then each part saved on its own:
 * the information, the legal address, the mailing address. Only label accounts have them.
 */

async function requireLabel(deps: AppDeps, accountId: number): Promise<void> {
  const account = await findUserById(deps.db, accountId);
  if (account?.type !== 'label') throw new AppError('CONFLICT', { message: BUSINESS_MESSAGES.labelsOnly });
}

export async function findBusinessDetails(db: DbExecutor, accountId: number): Promise<BusinessDetailsRow | null> {
  const [row] = await db.select().from(businessDetails).where(eq(businessDetails.userId, accountId));
  return row ?? null;
}

export function toStoredAddress(input: UpdateAddressRequest): StoredAddress {
  return {
    country: input.country,
    countryCode: input.countryCode?.toUpperCase() || null,
    state: input.state,
    city: input.city,
    postcode: input.postcode,
    address: input.address,
    formatted: formatAddress(input),
    fromSearch: input.fromSearch,
  };
}

export function presentBusinessDetails(row: BusinessDetailsRow): BusinessDetails {
  return {
    legalEntityName: row.legalEntityName,
    representativeFirstName: row.representativeFirstName,
    representativeLastName: row.representativeLastName,
    companyPosition: row.companyPosition,
    legalAddress: row.legalAddress ?? null,
    mailingAddress: row.mailingSameAsLegal ? (row.legalAddress ?? null) : (row.mailingAddress ?? null),
    mailingSameAsLegal: row.mailingSameAsLegal,
  };
}

export async function initBusinessDetails(
  deps: AppDeps,
  accountId: number,
  input: BusinessInformationRequest,
): Promise<string> {
  await requireLabel(deps, accountId);
  const now = deps.clock.now();
  const inserted = await deps.db
    .insert(businessDetails)
    .values({ userId: accountId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: businessDetails.userId });
  if (inserted.length === 0) throw new AppError('CONFLICT', { message: BUSINESS_MESSAGES.alreadyCreated });
  return BUSINESS_MESSAGES.created;
}

/** Writes one part of existing details; 409 until business/init created them. */
async function updatePart(
  deps: AppDeps,
  accountId: number,
  changes: Partial<Omit<BusinessDetailsRow, 'userId' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  await requireLabel(deps, accountId);
  const updated = await deps.db
    .update(businessDetails)
    .set({ ...changes, updatedAt: deps.clock.now() })
    .where(eq(businessDetails.userId, accountId))
    .returning({ userId: businessDetails.userId });
  if (updated.length === 0) throw new AppError('CONFLICT', { message: BUSINESS_MESSAGES.notCreated });
}

export async function updateBusinessInformation(
  deps: AppDeps,
  accountId: number,
  input: BusinessInformationRequest,
): Promise<string> {
  await updatePart(deps, accountId, input);
  return BUSINESS_MESSAGES.informationSaved;
}

export async function updateBusinessLegalAddress(
  deps: AppDeps,
  accountId: number,
  input: UpdateAddressRequest,
): Promise<string> {
  await updatePart(deps, accountId, { legalAddress: toStoredAddress(input) });
  return BUSINESS_MESSAGES.legalAddressSaved;
}

export async function updateBusinessMailingAddress(
  deps: AppDeps,
  accountId: number,
  input: BusinessMailingAddressRequest,
): Promise<string> {
  if ('country' in input)
    await updatePart(deps, accountId, { mailingAddress: toStoredAddress(input), mailingSameAsLegal: false });
  else await updatePart(deps, accountId, { mailingAddress: null, mailingSameAsLegal: true });
  return BUSINESS_MESSAGES.mailingAddressSaved;
}
