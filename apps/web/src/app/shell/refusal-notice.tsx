import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { ACCESS_TYPE_LABELS } from '@liner/domain';
import type { GuardDecision } from '../guard.js';
import type { GuardRoute } from '../route-types.js';
import { useSession } from '../session.js';
import { areaLabel } from './permission-list.js';

/**
 * Why the guard sent someone to the portal home instead of the page they asked for (rule 1: what
 * they act with does not open it; rule 9: collaborators), carried in the navigation's state so the
 * home they land on can say it. Without it a typed address would seem to be ignored.
 */
export interface GuardRefusal {
  rule: 1 | 9;
  title: string;
  /** Rule 1: the area and access types the route needs; absent for an owner-only page. */
  needs?: { area: string; types: string[] };
}

export function refusalOf(route: GuardRoute, decision: GuardDecision): GuardRefusal | null {
  if (decision.rule === 9) return { rule: 9, title: route.title };
  if (decision.rule !== 1) return null;
  if (route.ownerOnly || !route.permission) return { rule: 1, title: route.title };
  return {
    rule: 1,
    title: route.title,
    needs: {
      area: areaLabel(route.permission.name),
      types: route.permission.accessTypes.map((type) => ACCESS_TYPE_LABELS[type]),
    },
  };
}

/** The words of a refusal; `account` is the name of the account acted for, when known. */
export function refusalText(refusal: GuardRefusal, account: string | null): { title: string; body: string } {
  const title = `You cannot open ${refusal.title}`;
  if (refusal.rule === 9)
    return {
      title,
      body: 'Collaborator accounts do not have this page. Upgrade to an artist or label account to use it.',
    };
  const owner = account ? `the owner of ${account}` : 'the account owner';
  if (!refusal.needs) return { title, body: `This page is for ${owner} only: no permission opens it.` };
  return {
    title,
    body: `Acting for ${account ?? 'this account'}, it needs ${refusal.needs.types.join(' and ')} on ${refusal.needs.area.toLowerCase()}, which your permissions do not include. Ask ${owner} to grant it.`,
  };
}

function readRefusal(state: unknown): GuardRefusal | null {
  if (typeof state !== 'object' || state === null || !('refused' in state)) return null;
  return (state as { refused: GuardRefusal }).refused;
}

/** On the page the guard sent someone to, what they were refused and why; closing it forgets it. */
export function RefusalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { me } = useSession();
  const refusal = readRefusal(location.state);
  if (!refusal) return null;
  const { title, body } = refusalText(refusal, me?.acting?.displayName ?? null);
  return (
    <Alert
      severity="warning"
      role="alert"
      onClose={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
    >
      <AlertTitle>{title}</AlertTitle>
      {body}
    </Alert>
  );
}
