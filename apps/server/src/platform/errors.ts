export const ERROR_STATUS = {
  VALIDATION: 422,
  /** A request that cannot be believed as sent (a webhook whose signature does not verify). */
  BAD_REQUEST: 400,
  MALFORMED_REQUEST: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  PAYMENT_REQUIRED: 402,
  BAD_GATEWAY: 502,
  /** A service this needs did not answer in time, or is down for now: worth trying again later. */
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  message?: string;
  /** Field messages for 422 answers. */
  errors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  /** A finer machine-readable reason the web may switch on (e.g. 'INVALID_CREDENTIALS'). */
  reason?: string;
}

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'Validation Error',
  BAD_REQUEST: 'Bad request',
  MALFORMED_REQUEST: 'Malformed request body',
  UNAUTHENTICATED: 'Unauthenticated',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait and try again',
  PAYLOAD_TOO_LARGE: 'The upload is too large',
  PAYMENT_REQUIRED: 'A subscription is required',
  BAD_GATEWAY: 'A service this needs could not be reached',
  SERVICE_UNAVAILABLE: 'A service this needs is not answering: try again in a few minutes',
  INTERNAL: 'Something went wrong',
};

/** The one error type of the server; the error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;
  readonly reason?: string;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Shorthand for a 422 on one field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { message, errors: { [field]: [message] } });
}

/**
 * A failure whose message is written for the person who reads it (an import's reason, a job's
 * error). Anything else that fails a job is recorded with a fixed message and logged in full.
 */
export class ExplainedFailure extends Error {}

/** What a failed job may store for its owner to read: never the text of an unexpected error. */
export function userFacingFailure(error: unknown, fallback: string): string {
  if (error instanceof ExplainedFailure) return error.message;
  if (error instanceof AppError && error.status < 500) return error.message;
  return fallback;
}
