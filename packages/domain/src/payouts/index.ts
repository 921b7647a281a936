export * from './iban.js';
export * from './payout-fee.js';
export * from './wallet-amount.js';
export * from './payout-status.js';
export * from './commission.js';
export * from './tax-forms.js';
export * from './phone-number.js';
