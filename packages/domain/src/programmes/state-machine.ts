/**
 * The states of a programme's submissions and the moves between them. Each programme declares its
 * own machine; the engine only ever changes a state through `findTransition`, so a move the machine
 * does not list is refused whoever asks.
 */

/** Who makes a move: the account the submission belongs to, or an operator reviewing it. */
export type ProgrammeParty = 'owner' | 'operator';

export interface ProgrammeTransition<State extends string = string> {
  /** The verb, as calls and the audit trail name it: 'approve', 'reject', 'remove'. */
  name: string;
  from: readonly State[];
  to: State;
  by: ProgrammeParty;
  /** The mover must say why (a rejection): the reason is stored and shown to the account. */
  needsReason?: boolean;
}

export interface ProgrammeStateMachine<State extends string = string> {
  states: readonly State[];
  /** The state a new submission starts in. */
  initial: State;
  transitions: readonly ProgrammeTransition<State>[];
  /** The words a person sees for each state, and the colour of its chip. */
  labels: Record<State, { label: string; tone: ProgrammeStateTone }>;
}

export type ProgrammeStateTone = 'default' | 'info' | 'warning' | 'success' | 'error';

/** Why a move is refused, for the 409 the engine answers. */
export type TransitionRefusal = 'unknown-move' | 'not-yours' | 'wrong-state';

export type TransitionCheck<State extends string> =
  | { ok: true; transition: ProgrammeTransition<State> }
  | { ok: false; refusal: TransitionRefusal };

/** The move `name` from `from` by `by`, or why it is not allowed. */
export function findTransition<State extends string>(
  machine: ProgrammeStateMachine<State>,
  from: State,
  name: string,
  by: ProgrammeParty,
): TransitionCheck<State> {
  const named = machine.transitions.filter((transition) => transition.name === name);
  if (named.length === 0) return { ok: false, refusal: 'unknown-move' };
  const byParty = named.filter((transition) => transition.by === by);
  if (byParty.length === 0) return { ok: false, refusal: 'not-yours' };
  const allowed = byParty.find((transition) => transition.from.includes(from));
  return allowed ? { ok: true, transition: allowed } : { ok: false, refusal: 'wrong-state' };
}

/** The moves `by` may make from `from`: the buttons a page offers. */
export function availableTransitions<State extends string>(
  machine: ProgrammeStateMachine<State>,
  from: State,
  by: ProgrammeParty,
): ProgrammeTransition<State>[] {
  return machine.transitions.filter((transition) => transition.by === by && transition.from.includes(from));
}

/** The sentence of a refused move: what the state is and what it allows. */
export function transitionRefusalMessage<State extends string>(
  machine: ProgrammeStateMachine<State>,
  from: State,
  name: string,
  refusal: TransitionRefusal,
): string {
  const label = machine.labels[from]?.label.toLowerCase() ?? from;
  if (refusal === 'unknown-move') return `This programme has no “${name}” step`;
  if (refusal === 'not-yours')
    return `Only ${name === 'remove' ? 'the account' : 'an operator'} can ${name} a submission`;
  return `A submission that is ${label} cannot be ${pastTense(name)}`;
}

const PAST: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  remove: 'removed',
  'start-review': 'taken into review',
  submit: 'submitted',
};

function pastTense(name: string): string {
  return PAST[name] ?? `${name.replace(/-/g, ' ')}d`;
}
