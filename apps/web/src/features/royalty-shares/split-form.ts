import { z } from 'zod';
import { checkSplitPayees, normalizeEmail, SubmitSplitRequest, type SplitSubmission } from '@liner/domain';

export const CHOOSE_TRACK = 'Choose a track first';

/** What the editor holds: the recoup fields stay filled while the switch is off, and are sent only when it is on. */
export const SplitEditorFields = z.object({
  trackId: z.number().int().nullable(),
  payees: z.array(z.object({ email: z.string(), share: z.string() })),
  hasRecoup: z.boolean(),
  recoup: z.object({ email: z.string(), amount: z.string() }),
  effectiveFrom: z.string(),
});
export type SplitEditorValues = z.infer<typeof SplitEditorFields>;

/** The submit contract, with the track asked for in the editor's words. */
const SubmitWithTrack = SubmitSplitRequest.safeExtend({
  trackId: z.number({ error: CHOOSE_TRACK }).int().positive(CHOOSE_TRACK),
});

export function toSubmitBody(values: SplitEditorValues) {
  return {
    trackId: values.trackId,
    payees: values.payees.map((payee) => ({ email: payee.email, share: payee.share })),
    effectiveFrom: values.effectiveFrom || undefined,
    recoup: values.hasRecoup ? { email: values.recoup.email, amount: values.recoup.amount } : null,
  };
}

const toPath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The editor's schema: the values become the submit body and are parsed by the contract the
 * server parses with, so the rules and messages are the server's. Two additions: the contract
 * checks the cross-field rules (total, duplicates, recoup payee) only once every field is well
 * formed, and the editor shows them on the same try; and only the editor knows the signed-in
 * owner, who cannot be a payee.
 */
export function splitEditorSchema(ownerEmail: string | null | undefined) {
  return SplitEditorFields.transform((values, ctx): SubmitSplitRequest => {
    const body = toSubmitBody(values);
    const parsed = SubmitWithTrack.safeParse(body);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    const cross = checkSplitPayees({
      payees: values.payees,
      ownerEmail: ownerEmail ? normalizeEmail(ownerEmail) : null,
      recoupEmail: body.recoup?.email || null,
    });
    for (const [field, messages] of Object.entries(cross)) {
      // Each share's own message already comes from the contract.
      if (/^payees\.\d+\.share$/.test(field)) continue;
      for (const message of messages)
        if (!issues.some((issue) => issue.field === field && issue.message === message))
          issues.push({ field, message });
    }
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: toPath(issue.field) });
    return parsed.success ? parsed.data : z.NEVER;
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new split starts with one empty payee; the next version of a split starts from the current one. */
export function splitEditorDefaults(editing: SplitSubmission | undefined): SplitEditorValues {
  return {
    trackId: editing?.track.id ?? null,
    payees: editing
      ? editing.payees.map((payee) => ({ email: payee.email, share: payee.share }))
      : [{ email: '', share: '' }],
    hasRecoup: !!editing?.condition,
    recoup: { email: editing?.condition?.data.email ?? '', amount: editing?.condition?.data.amount ?? '' },
    effectiveFrom: today(),
  };
}

/** The server's field keys the editor shows beside a field; the others (the track) go in the alert. */
export function editorFieldNames(payeeCount: number) {
  const payees = Array.from({ length: payeeCount }, (_, index) => [
    `payees.${index}.email` as const,
    `payees.${index}.share` as const,
  ]).flat();
  return ['payees', ...payees, 'recoup.email', 'recoup.amount', 'effectiveFrom'] as const;
}
