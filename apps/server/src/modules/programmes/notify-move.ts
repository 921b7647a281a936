import type { ProgrammeSubject } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { createNotification } from '../notifications/index.js';
import type { ProgrammeDefinition } from './definition.js';
import type { ProgrammeSubmissionRow } from './tables.js';

/** "YouTube greenlist entry for “Night Drive”": the programme, the kind and the subject, once. */
export function submissionTitle(definition: ProgrammeDefinition, row: ProgrammeSubmissionRow): string {
  const kind = definition.kindLabels[row.kind] ?? row.kind;
  return `${kind} ${definition.noun} for “${subjectTitle(row.subject)}”`;
}

const subjectTitle = (subject: ProgrammeSubject) => subject.title || subject.release_title || 'your catalogue';

const SENTENCES: Record<string, string> = {
  submit: 'was sent for review',
  'start-review': 'is being reviewed',
  approve: 'was approved',
  reject: 'was rejected',
  remove: 'was removed',
};

const TOASTS: Record<string, 'success' | 'error' | 'info'> = { approve: 'success', reject: 'error' };

/**
 * The account hears of every change of its submission: the bell, and the live toast the
 * notifications area pushes. A notice that fails is logged: the change it reports is saved.
 */
export async function notifyMove(
  deps: AppDeps,
  definition: ProgrammeDefinition,
  row: ProgrammeSubmissionRow,
  transition: string,
): Promise<void> {
  const sentence =
    SENTENCES[transition] ?? `is now ${definition.machine.labels[row.state]?.label.toLowerCase() ?? row.state}`;
  const title = `Your ${submissionTitle(definition, row)} ${sentence}`;
  const message = row.reason && transition === 'reject' ? `Reason: ${row.reason}` : `${definition.title}: ${title}`;
  try {
    await createNotification(deps, {
      userId: row.accountId,
      title,
      message,
      type: 'notification',
      toast: TOASTS[transition] ?? 'info',
    });
  } catch (error) {
    deps.logger.error({ err: error, submissionId: row.id }, 'programme notification not created');
  }
}
