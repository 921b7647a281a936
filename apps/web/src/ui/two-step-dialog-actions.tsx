import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface TwoStepDialogActionsProps {
  /** True once the first step answered: the dialog now asks to confirm what it showed. */
  confirming: boolean;
  /** Leaves the confirmation and returns to the form. */
  onBack: () => void;
  backLabel: string;
  onCancel: () => void;
  /** A request is running: nothing but the running button's spinner may be pressed. */
  busy: boolean;
  firstLabel: string;
  firstLoading: boolean;
  firstDisabled?: boolean;
  confirmLoading: boolean;
}

/**
 * The footer of a money dialog that asks first and confirms second (a payout's fee, a transfer's
 * receiver): Back while confirming, Cancel always, and one submit button for the current step.
 */
export function TwoStepDialogActions(props: TwoStepDialogActionsProps) {
  return (
    <DialogActions>
      {props.confirming && (
        <Button onClick={props.onBack} disabled={props.busy}>
          {props.backLabel}
        </Button>
      )}
      <Button onClick={props.onCancel} disabled={props.busy}>
        Cancel
      </Button>
      {props.confirming ? (
        <Button type="submit" variant="contained" loading={props.confirmLoading}>
          Confirm
        </Button>
      ) : (
        <Button type="submit" variant="contained" loading={props.firstLoading} disabled={props.firstDisabled}>
          {props.firstLabel}
        </Button>
      )}
    </DialogActions>
  );
}
