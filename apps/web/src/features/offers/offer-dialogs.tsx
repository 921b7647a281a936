import { useEffect, useState } from 'react';
import { useSession } from '../../app/session.js';
import { AdvanceDialog } from './advance-dialog.js';
import { PriorityOfferDialog } from './priority-offer-dialog.js';

/** Which offer asks for an answer: the priority offer first, then the advance (one dialog at a time). */
export default function OfferDialogs() {
  const { user } = useSession();
  const [priorityOpen, setPriorityOpen] = useState(true);
  const [advanceOpen, setAdvanceOpen] = useState(true);
  const wantsPriority = !!user?.priorityMember && !user.priorityAccepted;
  // Once shown, the priority dialog stays until Exit or Later: a reload of the account after
  // signing must not pull the "submitted" step away.
  const [priorityShown, setPriorityShown] = useState(false);
  useEffect(() => {
    if (wantsPriority) setPriorityShown(true);
  }, [wantsPriority]);

  if (!user) return null;
  if (priorityOpen && (wantsPriority || priorityShown))
    return <PriorityOfferDialog user={user} onClose={() => setPriorityOpen(false)} />;
  if (advanceOpen && user.instantAdvance && !user.instantAdvanceConfirmed)
    return <AdvanceDialog onClose={() => setAdvanceOpen(false)} reload={() => location.reload()} />;
  return null;
}
