import { z } from 'zod';
import { UpdateAddressRequest } from './address.js';
import { lineText, text } from './primitives.js';

const requiredLine = (message: string, max = 200) => lineText({ message }).trim().min(1, message).max(max);

export const BUSINESS_MESSAGES = {
  legalEntityName: 'Enter the legal name of your company',
  representativeFirstName: "Enter the representative's first name",
  representativeLastName: "Enter the representative's last name",
  companyPosition: "Enter the representative's position in the company",
  created: 'Business details successfully saved',
  informationSaved: 'Business information successfully updated',
  legalAddressSaved: 'Legal address successfully updated',
  mailingAddressSaved: 'Mailing address successfully updated',
  alreadyCreated: 'Business details already exist: update them instead',
  notCreated: 'Add your business details first',
  labelsOnly: 'Business details are for label accounts',
} as const;

/** business/init and business/update/information: the company and who signs for it. */
export const BusinessInformationRequest = z.object({
  legalEntityName: requiredLine(BUSINESS_MESSAGES.legalEntityName),
  representativeFirstName: requiredLine(BUSINESS_MESSAGES.representativeFirstName),
  representativeLastName: requiredLine(BUSINESS_MESSAGES.representativeLastName),
  companyPosition: requiredLine(BUSINESS_MESSAGES.companyPosition, 100),
});
export type BusinessInformationRequest = z.infer<typeof BusinessInformationRequest>;

/** The legal and mailing addresses use the profile address form (same fields, same messages). */
export const BusinessAddressRequest = UpdateAddressRequest;

/** The mailing address may simply be the legal one. */
export const BusinessMailingAddressRequest = z.union([
  z.object({ sameAsLegal: z.literal(true) }),
  UpdateAddressRequest.extend({ sameAsLegal: z.literal(false).optional() }),
]);
export type BusinessMailingAddressRequest = z.infer<typeof BusinessMailingAddressRequest>;

export const StoredAddress = z.object({
  country: text(),
  countryCode: text().nullable(),
  state: text(),
  city: text(),
  postcode: text(),
  address: text(),
  formatted: text(),
  fromSearch: z.boolean(),
});
export type StoredAddress = z.infer<typeof StoredAddress>;

export const BusinessDetails = z.object({
  legalEntityName: text(),
  representativeFirstName: text(),
  representativeLastName: text(),
  companyPosition: text(),
  legalAddress: StoredAddress.nullable(),
  mailingAddress: StoredAddress.nullable(),
  mailingSameAsLegal: z.boolean(),
});
export type BusinessDetails = z.infer<typeof BusinessDetails>;
