import {
  type MyTaxInformation,
  needsTaxDocument,
  sniffTaxDocument,
  TAX_INFORMATION_MESSAGES as M,
  type TaxDocumentType,
  TaxInformationFields,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOperatorIds, findUserEmails } from '../auth/index.js';
import { addUserDocument } from '../documents/index.js';
import { createNotification } from '../notifications/index.js';
import { payeeTaxSubmissions } from './tables.js';
import { findMyTaxInformation } from './tax-submissions.js';
import type { TaxDocumentUpload } from './tax-document-upload.js';

/** Every reason the submission is refused, by field (the form shows each beside its field). */
function check(fields: Record<string, string>, document: TaxDocumentUpload | null) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const parsed = TaxInformationFields.safeParse(fields);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join('.') || 'body', issue.message);
  const taxForm = parsed.success ? parsed.data.taxForm : null;
  let documentType: TaxDocumentType | null = null;
  if (document) {
    documentType = sniffTaxDocument(document.content.subarray(0, 16));
    if (document.content.length === 0) add('document', M.documentEmpty);
    else if (!documentType) add('document', M.documentType);
    else if (taxForm && !needsTaxDocument(taxForm)) add('document', M.documentNotNeeded);
  } else if (taxForm && needsTaxDocument(taxForm)) add('document', M.documentMissing);
  if (!parsed.success || Object.keys(errors).length > 0) {
    const messages = Object.values(errors).flat();
    throw new AppError('VALIDATION', { message: messages.length === 1 ? messages[0] : 'Validation Error', errors });
  }
  return { ...parsed.data, documentType };
}

/**
 * POST api/profile/tax: a payee sends their residency, the form they filled and its signed
 * document. It waits for an operator's review ("submitted"); the withholding rate stays what
 * the operator set. A new submission replaces the last one as the one to review.
 */
export async function submitTaxInformation(
  deps: AppDeps,
  userId: number,
  input: { fields: Record<string, string>; document: TaxDocumentUpload | null },
): Promise<MyTaxInformation> {
  const { document } = input;
  const checked = check(input.fields, document);
  await deps.db.transaction(async (tx) => {
    // Filed among the account's documents: a form once sent stays on record, a later one beside it.
    const filed =
      document && checked.documentType
        ? await addUserDocument(
            deps,
            userId,
            {
              kind: 'tax-form',
              title: `${checked.taxForm} tax form (${checked.residencyCountry})`,
              content: document.content,
              fileName: document.fileName,
              contentType: checked.documentType,
            },
            tx,
          )
        : null;
    const values = {
      residencyCountry: checked.residencyCountry,
      taxForm: checked.taxForm,
      documentId: filed?.id ?? null,
      documentName: document?.fileName ?? null,
      documentType: checked.documentType,
      documentBytes: document?.content.length ?? null,
      status: 'submitted' as const,
      submittedAt: deps.clock.now(),
      reviewedBy: null,
      reviewedAt: null,
    };
    await tx
      .insert(payeeTaxSubmissions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: payeeTaxSubmissions.userId, set: values });
  });
  await notifyOperators(deps, userId);
  return findMyTaxInformation(deps, userId);
}

async function notifyOperators(deps: AppDeps, userId: number): Promise<void> {
  const email = (await findUserEmails(deps.db, [userId])).get(userId) ?? `account ${userId}`;
  for (const operatorId of await findOperatorIds(deps.db)) {
    if (operatorId === userId) continue;
    await createNotification(deps, {
      userId: operatorId,
      title: `${email} sent tax information for review (Payouts, Fees and tax).`,
      type: 'message',
      toast: 'info',
    });
  }
}
