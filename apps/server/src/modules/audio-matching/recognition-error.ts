import { AUDIO_MATCHING_MESSAGES, RECOGNITION_PROVIDER_LABELS, type RecognitionProviderName } from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';

export type RecognitionFailure =
  | 'credentials'
  | 'quota'
  | 'rate-limited'
  | 'invalid-sample'
  | 'server-error'
  | 'unreachable'
  | 'timeout'
  | 'unexpected-answer';

/** What an operator reads in the log about each failure. */
const OPERATOR_MESSAGES: Record<RecognitionFailure, string> = {
  credentials: 'refused the credentials, or the plan does not include this: check the keys in the settings',
  quota: 'says the plan’s recognitions are used up',
  'rate-limited': 'asks to slow down: too many recognitions at once',
  'invalid-sample': 'could not read the audio it was sent',
  'server-error': 'answered with an error of its own',
  unreachable: 'could not be reached',
  timeout: 'did not answer in time',
  'unexpected-answer': 'answered something Liner does not understand',
};

/** A hosted recognition service's failure, with the service's own code kept for the log. */
export class RecognitionServiceError extends Error {
  constructor(
    readonly failure: RecognitionFailure,
    readonly providerCode: string | null = null,
  ) {
    super(OPERATOR_MESSAGES[failure]);
    this.name = 'RecognitionServiceError';
  }
}

/**
 * A failure as the person's call answers it: 422 on the file when the service could not read the
 * audio, 429 when it is busy or out of recognitions for now, 503 when it cannot be reached, 502
 * for the rest (credentials and plans are the operator's to fix, and are only logged).
 */
export function appErrorOfRecognition(error: RecognitionServiceError): AppError {
  switch (error.failure) {
    case 'invalid-sample':
      return new AppError('VALIDATION', {
        message: AUDIO_MATCHING_MESSAGES.clipUnreadable,
        errors: { file: [AUDIO_MATCHING_MESSAGES.clipUnreadable] },
      });
    case 'quota':
    case 'rate-limited':
      return new AppError('TOO_MANY_REQUESTS', {
        message: AUDIO_MATCHING_MESSAGES.providerBusy,
        retryAfterSeconds: 60,
      });
    case 'timeout':
    case 'unreachable':
      return new AppError('SERVICE_UNAVAILABLE', {
        message: AUDIO_MATCHING_MESSAGES.providerUnavailable,
        reason: 'RECOGNITION_UNAVAILABLE',
      });
    default:
      return new AppError('BAD_GATEWAY', {
        message: AUDIO_MATCHING_MESSAGES.providerUnavailable,
        reason: 'RECOGNITION_UNAVAILABLE',
      });
  }
}

/** Runs a call to a hosted service; its failure is logged for the operator and answered as appErrorOfRecognition. */
export async function throughRecognitionService<T>(
  logger: Logger,
  provider: RecognitionProviderName,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RecognitionServiceError)) throw error;
    if (error.failure !== 'invalid-sample')
      logger.warn(
        { provider, failure: error.failure, providerCode: error.providerCode },
        `recognition: ${RECOGNITION_PROVIDER_LABELS[provider]} ${error.message}`,
      );
    throw appErrorOfRecognition(error);
  }
}

/** Sends one request; a timeout or a network failure becomes a RecognitionServiceError. */
export async function sendToService(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new RecognitionServiceError(timedOut ? 'timeout' : 'unreachable');
  }
}

/** A refused HTTP answer (not 2xx) as a failure. */
export function failureOfStatus(status: number): RecognitionServiceError {
  if (status === 401 || status === 403) return new RecognitionServiceError('credentials', String(status));
  if (status === 429) return new RecognitionServiceError('rate-limited', String(status));
  if (status === 413 || status === 415) return new RecognitionServiceError('invalid-sample', String(status));
  if (status >= 500) return new RecognitionServiceError('server-error', String(status));
  return new RecognitionServiceError('unexpected-answer', String(status));
}
