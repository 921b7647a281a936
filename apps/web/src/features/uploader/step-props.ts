import type { useWizardState } from './use-wizard-state.js';

/** What the wizard gives each of its steps (its own file: the wizard imports the steps). */
export interface StepProps {
  state: ReturnType<typeof useWizardState>;
  releaseId: number;
  /** Messages to show under a field (from the last pre-submission check). */
  errorOf(field: string): string | undefined;
  /** The field a problem link asked to show; steps open what hides it. */
  focusField: string | null;
}
