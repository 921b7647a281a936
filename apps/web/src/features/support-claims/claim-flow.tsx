import { type ReactNode, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SupportClaimKind, SupportClaimStarted, SupportClaimVerified } from '@liner/domain';
import { ClaimCodeStep } from './claim-code-step.js';
import { ClaimDone } from './claim-done.js';

/**
 * A claim page: the form, then the code the server mailed, then the ticket it became. The form
 * stays mounted (hidden) during the code step, so going back finds every field as it was typed.
 */
export function ClaimFlow({
  kind,
  title,
  intro,
  children,
}: {
  kind: SupportClaimKind;
  title: string;
  intro: ReactNode;
  children: (onStarted: (started: SupportClaimStarted) => void) => ReactNode;
}) {
  const [started, setStarted] = useState<SupportClaimStarted | null>(null);
  const [verified, setVerified] = useState<SupportClaimVerified | null>(null);
  const top = useRef<HTMLDivElement | null>(null);
  const step = verified ? 'done' : started ? 'code' : 'form';
  const shownStep = useRef(step);
  // A step replaces a long form: bring its start into view (the send button was at the bottom).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography component="div" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
      <Paper ref={top} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 80 }}>
        {verified ? (
          <ClaimDone verified={verified} />
        ) : (
          <>
            <Box hidden={started !== null}>{children(setStarted)}</Box>
            {started && (
              <ClaimCodeStep kind={kind} started={started} onVerified={setVerified} onBack={() => setStarted(null)} />
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
