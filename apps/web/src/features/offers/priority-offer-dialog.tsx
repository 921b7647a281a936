import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isPriorityProfileComplete, PRIORITY_AGREEMENT, resolveDisplayName, type User } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { ContractStep } from './contract-step.js';
import { ProfileStep } from './profile-step.js';

type PriorityStep = 'offer' | 'profile' | 'contract' | 'submitted';
const STEPS: { step: PriorityStep; label: string }[] = [
  { step: 'offer', label: 'Offer' },
  { step: 'profile', label: 'Profile' },
  { step: 'contract', label: 'Contract' },
  { step: 'submitted', label: 'Submitted' },
];

const profileOf = (user: User) => ({
  ...user.details,
  firstName: user.details.firstName ?? user.firstName,
  lastName: user.details.lastName ?? user.lastName,
  displayName: user.details.displayName ?? user.displayName,
});

/**
 * The priority account offer in four steps: the offer, the profile (skipped when complete), the
 * contract with a drawn signature, and submitted. "Later" closes it until the next visit; Exit
 * after signing reloads the account, whose flags now say the offer was accepted.
 */
export function PriorityOfferDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { refresh } = useSession();
  const [step, setStep] = useState<PriorityStep>('offer');
  const [contractUrl, setContractUrl] = useState<string | null>(null);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { exclusiveNegotiationDays, royaltyPercent } = PRIORITY_AGREEMENT;
  const name = resolveDisplayName(user);
  const next = () => setStep(isPriorityProfileComplete(profileOf(user)) ? 'contract' : 'profile');
  const exit = async () => {
    await refresh();
    onClose();
  };

  return (
    <Dialog open fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="priority-offer-title">
      <DialogTitle id="priority-offer-title">Priority account</DialogTitle>
      <Stepper activeStep={STEPS.findIndex((s) => s.step === step)} alternativeLabel sx={{ px: 2, pb: 2 }}>
        {STEPS.map((s) => (
          <Step key={s.step}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'offer' && (
        <>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText component="div">
              <Typography sx={{ mb: 1.5 }}>
                {name}, you are invited to become a priority account. Your royalties stay at {royaltyPercent}%.
              </Typography>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                <li>Your releases and requests are handled first.</li>
                <li>No paid subscription needed while the agreement runs.</li>
                <li>
                  In return, you talk to us first about new deals for {exclusiveNegotiationDays} days after signing.
                </li>
              </ul>
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Later</Button>
            <Button variant="contained" onClick={next}>
              Continue
            </Button>
          </DialogActions>
        </>
      )}
      {step === 'profile' && (
        <ProfileStep
          user={user}
          onBack={() => setStep('offer')}
          onSaved={async () => {
            await refresh();
            setStep('contract');
          }}
        />
      )}
      {step === 'contract' && (
        <ContractStep
          signerName={name}
          onBack={() => setStep('offer')}
          onSigned={(url) => {
            setContractUrl(url);
            setStep('submitted');
          }}
        />
      )}
      {step === 'submitted' && (
        <>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText component="div">
              <Typography sx={{ mb: 1.5 }}>
                Thank you. Your signed agreement is submitted and your account is now a priority account.
              </Typography>
              <Typography>
                A copy is kept with your documents in your profile.{' '}
                {contractUrl && (
                  <Link href={contractUrl} download>
                    Download the signed agreement (PDF)
                  </Link>
                )}
              </Typography>
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={exit}>
              Exit
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
