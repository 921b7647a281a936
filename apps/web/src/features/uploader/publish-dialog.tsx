import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { HttpError } from '../../lib/http.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { releaseApi } from './api.js';
import {
  checkSubmission,
  describeField,
  groupByPage,
  problemsFromServer,
  type SubmissionProblem,
  warningsFromServer,
} from './submission-check.js';
import type { WizardState } from './use-wizard-state.js';

interface PublishDialogProps {
  open: boolean;
  releaseId: number;
  state: WizardState;
  onClose(): void;
  onProblems(problems: SubmissionProblem[]): void;
  onShowProblem(problem: SubmissionProblem): void;
}

/**
 * The pre-submission check: the send rules and the store style rules (DOMAIN.md §4) run on the
 * form; each problem links to the page and field where it is fixed. Errors stop the publish,
 * warnings may be accepted. The server checks again and its 422 problems join the same list.
 */
export function PublishDialog({ open, releaseId, state, onClose, onProblems, onShowProblem }: PublishDialogProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const [problems, setProblems] = useState<SubmissionProblem[]>([]);
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks the form as it stands when the dialog opens
  useEffect(() => {
    if (!open) return;
    const found = checkSubmission(state.form, new Date());
    setProblems(found);
    setFailure([]);
    onProblems(found);
    // What only the server can tell (audio shared with another track under another ISRC) joins as
    // warnings once the draft is saved; a failure here leaves the form's own check as it is.
    let isCurrent = true;
    void (async () => {
      if (!(await state.save())) return;
      const reuse = await releaseApi.audioReuse(releaseId).catch(() => null);
      if (!isCurrent || !reuse || reuse.data.length === 0) return;
      const all = [...found, ...warningsFromServer(reuse.data)];
      setProblems(all);
      onProblems(all);
    })();
    return () => {
      isCurrent = false;
    };
    // Runs when the dialog opens: the check is of the form as it stands at that moment.
  }, [open]);

  const blocking = problems.some((problem) => problem.severity === 'error');

  const publish = async () => {
    setBusy(true);
    setFailure([]);
    try {
      if (!(await state.save())) {
        setFailure(['Save the release first: it could not be saved.']);
        return;
      }
      const answer = await releaseApi.publish(releaseId);
      toasts.push({ message: answer.message, type: 'success' });
      // The release is no longer a draft: leave without the unsaved-changes prompt.
      onClose();
      void navigate(`/user-portal/releases/view/${releaseId}`, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.status === 422 && Object.keys(error.fieldErrors).length > 0) {
        const server = problemsFromServer(error.fieldErrors);
        setProblems(server);
        onProblems(server);
      } else {
        setFailure(errorMessages(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const groups = groupByPage(problems);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="publish-title">
      <DialogTitle id="publish-title">
        {problems.length === 0 ? 'Publish this release?' : 'Before you publish'}
      </DialogTitle>
      <DialogContent dividers>
        {problems.length === 0 && (
          <Typography>
            Everything looks ready. Once published, the release is sent for review and can no longer be edited as a
            draft.
          </Typography>
        )}
        {blocking && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Fix the problems marked as errors, then publish.
          </Alert>
        )}
        {!blocking && problems.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Stores may reject or change releases with these warnings. You can still publish.
          </Alert>
        )}
        {groups.map((group) => (
          <section key={group.page} aria-labelledby={`problems-page-${group.page}`}>
            <Typography
              id={`problems-page-${group.page}`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, mt: 1 }}
            >
              {group.title}
            </Typography>
            <List dense disablePadding>
              {group.problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one field may have several problems; the list never reorders
                <ListItem key={`${problem.field}-${index}`} disableGutters sx={{ display: 'block' }}>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: problem.severity === 'error' ? 'error.main' : 'warning.main', fontWeight: 700 }}
                  >
                    {problem.severity === 'error' ? 'Error: ' : 'Warning: '}
                  </Typography>
                  <Typography component="span" variant="body2">
                    {problem.message}{' '}
                  </Typography>
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={() => onShowProblem(problem)}
                    sx={{ verticalAlign: 'baseline' }}
                  >
                    {`Fix: ${describeField(problem.field)}`}
                  </Link>
                </ListItem>
              ))}
            </List>
          </section>
        ))}
        {failure.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {failure.join('\n')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep editing</Button>
        <Button variant="contained" color="success" disabled={blocking} loading={busy} onClick={() => void publish()}>
          {problems.length > 0 && !blocking ? 'Publish anyway' : 'Confirm publish'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
