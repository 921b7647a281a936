import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { loadAccountProfile } from '../profile/index.js';
import { findPaidPayment } from './billing-history.js';
import { findPaymentMethod } from './card-on-file.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

/** The invoice of one of the account's paid charges; another account's id is a 404 like an unknown one. */
export async function invoicePdf(deps: AppDeps, accountId: number, paymentId: number): Promise<Buffer> {
  const payment = await findPaidPayment(deps.db, accountId, paymentId);
  const user = await findUserById(deps.db, accountId);
  if (!payment || !user) throw new AppError('NOT_FOUND', { message: 'No such invoice' });
  const profile = await loadAccountProfile(deps, user);
  const card = await findPaymentMethod(deps.db, accountId);
  // A label invoices under its business name and legal address, an artist under its billing details.
  const business = profile.business;
  const personName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const buyerName = business?.legalEntityName ?? profile.billing?.company ?? profile.billing?.billingName ?? personName;
  const buyerLines = [
    ...(profile.billing?.vatNumber ? [`VAT ${profile.billing.vatNumber}`] : []),
    ...(business?.legalAddress?.formatted ? [business.legalAddress.formatted] : []),
    user.email,
  ];
  return renderInvoicePdf({
    number: `LIN-${String(payment.id).padStart(6, '0')}`,
    paidAt: payment.paidAt ?? payment.createdAt,
    seller: {
      name: deps.config.invoiceSeller.name,
      lines: [...deps.config.invoiceSeller.addressLines, deps.config.publicUrl],
    },
    buyer: { name: buyerName, lines: buyerLines },
    description: payment.description,
    period: payment.periodStart && payment.periodEnd ? { start: payment.periodStart, end: payment.periodEnd } : null,
    amountCents: payment.amountCents,
    currency: payment.currency,
    card: card ? `${card.brand} ending ${card.last4}` : null,
  });
}
