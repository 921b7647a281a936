import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { WizardPage } from '@liner/domain';
import { ArtworkStep } from './artwork-step.js';
import { BasicInfoStep } from './basic-info-step.js';
import { LeavePageDialog } from './leave-page-dialog.js';
import { PublishDialog } from './publish-dialog.js';
import { ReleaseInfoStep } from './release-info-step.js';
import { SaveStatusText } from './save-status-text.js';
import type { StepProps } from './step-props.js';
import { fieldElementId, WIZARD_PAGES, type SubmissionProblem } from './submission-check.js';
import { TracksStep } from './tracks-step.js';
import { useWizardState } from './use-wizard-state.js';
import type { WizardForm } from './wizard-form.js';

interface WizardProps {
  releaseId: number;
  initial: WizardForm;
  /** Drafts autosave; an edit request of a live release is sent on purpose only. */
  isDraft: boolean;
  heading: string;
}

/** The four wizard pages with a stepper, autosave, the leave dialog and publish. */
export function Wizard({ releaseId, initial, isDraft, heading }: WizardProps) {
  const state = useWizardState(releaseId, initial, isDraft);
  const [page, setPage] = useState<WizardPage>(0);
  const [problems, setProblems] = useState<SubmissionProblem[]>([]);
  const [focus, setFocus] = useState<{ field: string; seq: number } | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);

  const errors = useMemo(() => {
    const byField = new Map<string, string[]>();
    for (const problem of problems)
      byField.set(problem.field, [...(byField.get(problem.field) ?? []), problem.message]);
    return byField;
  }, [problems]);
  // The pre-submission check's problems first; otherwise what the save contracts say of the field as typed.
  const { contractError } = state;
  const errorOf = useCallback(
    (field: string) => errors.get(field)?.join(' ') ?? contractError(field),
    [errors, contractError],
  );
  const pagesWithErrors = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.page));

  const goToPage = (next: WizardPage) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  const showProblem = (problem: SubmissionProblem) => {
    setPublishOpen(false);
    setPage(problem.page);
    setFocus((current) => ({ field: problem.field, seq: (current?.seq ?? 0) + 1 }));
  };

  // After the page with the field has rendered (and opened its track), move focus to the field.
  useEffect(() => {
    if (!focus) return undefined;
    const timer = setTimeout(() => {
      const element =
        document.getElementById(fieldElementId(focus.field)) ??
        document.getElementById(fieldElementId(focus.field.split('.').slice(0, -1).join('.')));
      element?.scrollIntoView({ block: 'center' });
      element?.focus();
    }, 250);
    return () => clearTimeout(timer);
  }, [focus]);

  const stepProps: StepProps = { state, releaseId, errorOf, focusField: focus?.field ?? null };

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {heading}
        </Typography>
        <SaveStatusText status={state.status} isDirty={state.isDirty} isDraft={isDraft} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, borderRadius: 3, overflowX: 'auto' }}>
        <Stepper nonLinear activeStep={page} alternativeLabel aria-label="Release wizard pages">
          {WIZARD_PAGES.map((title, index) => (
            <Step key={title} completed={false}>
              <StepButton
                onClick={() => goToPage(index as WizardPage)}
                aria-current={page === index ? 'step' : undefined}
                optional={
                  pagesWithErrors.has(index as WizardPage) ? (
                    <Typography variant="caption" color="error">
                      Needs attention
                    </Typography>
                  ) : undefined
                }
              >
                {title}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Paper>
      <Paper
        component="section"
        aria-labelledby="wizard-page-title"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="wizard-page-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {`${page + 1}. ${WIZARD_PAGES[page]}`}
        </Typography>
        {page === 0 && <BasicInfoStep {...stepProps} />}
        {page === 1 && <ArtworkStep {...stepProps} />}
        {page === 2 && <ReleaseInfoStep {...stepProps} />}
        {page === 3 && <TracksStep {...stepProps} />}
      </Paper>
      {state.status.kind === 'error' && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {`The release could not be saved:\n${state.status.messages.join('\n')}`}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={page === 0} onClick={() => goToPage((page - 1) as WizardPage)}>
          Back
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" loading={state.status.kind === 'saving'} onClick={() => void state.save()}>
            Save draft
          </Button>
          {page < 3 ? (
            <Button variant="contained" onClick={() => goToPage((page + 1) as WizardPage)}>
              Next
            </Button>
          ) : (
            <Button variant="contained" color="success" onClick={() => setPublishOpen(true)}>
              Publish
            </Button>
          )}
        </Box>
      </Box>
      <PublishDialog
        open={publishOpen}
        releaseId={releaseId}
        state={state}
        onClose={() => setPublishOpen(false)}
        onProblems={setProblems}
        onShowProblem={showProblem}
      />
      <LeavePageDialog isDirty={state.isDirty} onSave={state.save} />
    </Stack>
  );
}
