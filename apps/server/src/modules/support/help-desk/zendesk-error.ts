import { SUPPORT_MESSAGES } from '@liner/domain';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';

export type ZendeskFailure =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'invalid'
  | 'rate-limited'
  | 'server-error'
  | 'unreachable'
  | 'timeout'
  | 'unexpected-answer';

/** Zendesk's error body: `{error, description, details: {field: [{description, error}]}}` (or `error` alone). */
interface ZendeskErrorBody {
  error?: unknown;
  description?: unknown;
  details?: unknown;
}

/** What an operator reads about each failure (the connection test, the logs). */
const OPERATOR_MESSAGES: Record<ZendeskFailure, string> = {
  unauthorized: 'Zendesk refused these credentials: check the agent’s e-mail address and the API token',
  forbidden: 'Zendesk says this agent may not do this: use the token of an agent or admin with access to tickets',
  'not-found': 'Zendesk has no such record',
  invalid: 'Zendesk refused the data it was sent',
  'rate-limited': 'Zendesk asks to slow down: too many calls in a minute',
  'server-error': 'Zendesk answered with an error: try again in a few minutes',
  unreachable: 'Zendesk could not be reached: check the subdomain and the server’s connection',
  timeout: 'Zendesk did not answer in time: try again in a few minutes',
  'unexpected-answer': 'Zendesk answered something Liner does not understand',
};

/** The person asking for support sees no credentials talk: only that support cannot be reached now. */
const REQUESTER_UNAVAILABLE = 'Support cannot be reached right now: please try again in a few minutes';

export class ZendeskError extends Error {
  constructor(
    readonly failure: ZendeskFailure,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(OPERATOR_MESSAGES[failure]);
    this.name = 'ZendeskError';
  }

  /** The operator's words, with Zendesk's own field messages when it refused the data. */
  get operatorMessage(): string {
    const details = Object.values(this.fieldErrors).flat();
    return details.length > 0 ? `${this.message}: ${details.join('; ')}` : this.message;
  }
}

function failureOf(status: number): ZendeskFailure {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 422 || status === 400) return 'invalid';
  if (status === 429) return 'rate-limited';
  return status >= 500 ? 'server-error' : 'unexpected-answer';
}

/** `details` as field -> messages; Zendesk words each as "Field: problem". */
function fieldErrorsOf(details: unknown): Record<string, string[]> {
  if (!details || typeof details !== 'object') return {};
  const errors: Record<string, string[]> = {};
  for (const [field, items] of Object.entries(details)) {
    const messages = (Array.isArray(items) ? items : [])
      .map((item: unknown) =>
        item && typeof item === 'object' && 'description' in item ? String(item.description) : null,
      )
      .filter((message): message is string => !!message);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

/** Retry-After in seconds (Zendesk sends a number); a minute when it is missing or unreadable. */
function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** The ZendeskError of a refused call, from its status, headers and body. */
export async function zendeskErrorOf(response: Response): Promise<ZendeskError> {
  const failure = failureOf(response.status);
  const body = (await response.json().catch(() => ({}))) as ZendeskErrorBody | null;
  return new ZendeskError(
    failure,
    response.status,
    failure === 'invalid' ? fieldErrorsOf(body?.details) : {},
    failure === 'rate-limited' ? retryAfterOf(response) : null,
  );
}

/**
 * A Zendesk failure as the requester's call answers it: 404 `No such ticket`, 422 with field
 * messages, 429 with retry-after, and 502/503 for the rest: a help desk that refuses Liner's
 * credentials is the operator's problem, never a 500 and never the credentials' details.
 */
export function appErrorOf(error: ZendeskError): AppError {
  switch (error.failure) {
    case 'not-found':
      return new AppError('NOT_FOUND', { message: SUPPORT_MESSAGES.notFound });
    case 'invalid': {
      // Zendesk names the fields as Liner's forms do where they overlap (subject, email).
      const message = Object.values(error.fieldErrors).flat()[0] ?? error.message;
      return new AppError('VALIDATION', { message, errors: error.fieldErrors });
    }
    case 'rate-limited':
      return new AppError('TOO_MANY_REQUESTS', {
        message: 'Support is busy: please try again in a minute',
        retryAfterSeconds: error.retryAfterSeconds ?? 60,
      });
    case 'timeout':
    case 'unreachable':
      return new AppError('SERVICE_UNAVAILABLE', { message: REQUESTER_UNAVAILABLE, reason: 'HELP_DESK_UNAVAILABLE' });
    default:
      return new AppError('BAD_GATEWAY', { message: REQUESTER_UNAVAILABLE, reason: 'HELP_DESK_UNAVAILABLE' });
  }
}

/**
 * Runs calls to Zendesk and turns a failure into the requester's answer (appErrorOf); what the
 * operator must fix (credentials, access, an unreachable subdomain) is logged in their words.
 */
export async function throughZendesk<T>(logger: Logger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ZendeskError)) throw error;
    if (error.failure !== 'not-found' && error.failure !== 'invalid')
      logger.warn({ status: error.status, failure: error.failure }, `help desk: ${error.operatorMessage}`);
    throw appErrorOf(error);
  }
}
