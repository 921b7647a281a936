import Cookies from 'js-cookie';
import type { z } from 'zod';
import { SIGNED_IN_COOKIE, VALIDATION_ERROR_MESSAGE } from '@liner/domain';

/**
 * The one HTTP client. The session rides in an httpOnly cookie the browser sends by itself
 * (same origin); this code never sees the token. A 401 drops the signed-in marker; 422 answers are
 * flattened to a list.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Messages to show, flattened (422: every field message). */
    readonly messages: string[],
    readonly fieldErrors: Record<string, string[]>,
    readonly code: string | undefined,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The server's readable marker cookie (no secret in it) beside the httpOnly session cookie: it
 * says a session was opened, so the app loads the current user instead of treating a guest.
 */
export const sessionMarker = {
  present: (): boolean => Cookies.get(SIGNED_IN_COOKIE) === '1',
  clear: () => Cookies.remove(SIGNED_IN_COOKIE),
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The session provider listens here to drop the user when any call answers 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The server's answer to a write that needs an active subscription (guard rule 6 held on the server). */
export const SUBSCRIPTION_REQUIRED_STATUS = 402;
type SubscriptionRequiredListener = (message: string) => void;
const subscriptionRequiredListeners = new Set<SubscriptionRequiredListener>();
/** The shell listens here to offer /subscribe whenever any call answers 402, wherever it was made. */
export function onSubscriptionRequired(listener: SubscriptionRequiredListener): () => void {
  subscriptionRequiredListeners.add(listener);
  return () => subscriptionRequiredListeners.delete(listener);
}

interface ErrorBody {
  message?: string | string[];
  errors?: Record<string, string[] | string>;
  code?: string;
  retryAfterSeconds?: number;
}

/** Errors flattened to a list, or "Validation Error" if none; without a list the message, arrays joined with line breaks. */
export function flattenErrorBody(
  status: number,
  body: ErrorBody | null,
): { message: string; messages: string[]; fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body?.errors ?? {})) fields[key] = Array.isArray(value) ? value : [value];
  const listed = Object.values(fields).flat();
  const bodyMessage = Array.isArray(body?.message) ? body.message.join('\n') : body?.message;
  if (status === 422) {
    const messages = listed.length > 0 ? listed : [bodyMessage || VALIDATION_ERROR_MESSAGE];
    return { message: messages.join('\n'), messages, fields };
  }
  const message = bodyMessage || `Request failed (${status})`;
  return { message, messages: [message], fields };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Parses (and so checks) the answer against the API contract. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * For calls that move money: the server answers a repeat with the same key with the first
   * answer and does nothing (docs/ARCHITECTURE.md, Idempotency).
   */
  idempotencyKey?: string;
}

/** The session cookie goes with same-origin calls only; no call ever carries an Authorization header. */
const CREDENTIALS: RequestCredentials = 'same-origin';

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The error of a failed answer; a 401 also drops the marker and tells the session, a 402 tells the shell. */
function failure(status: number, json: unknown): HttpError {
  if (status === 401) {
    sessionMarker.clear();
    unauthorizedListeners.forEach((listener) => {
      listener();
    });
  }
  const body = (json ?? null) as ErrorBody | null;
  const flat = flattenErrorBody(status, body);
  if (status === SUBSCRIPTION_REQUIRED_STATUS)
    subscriptionRequiredListeners.forEach((listener) => {
      listener(flat.message);
    });
  return new HttpError(status, flat.message, flat.messages, flat.fields, body?.code, body?.retryAfterSeconds);
}

export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetch(url, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: CREDENTIALS,
    signal: options.signal,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw failure(response.status, json);
  return options.schema ? options.schema.parse(json) : (json as T);
}

/**
 * A file behind the session (artwork previews, audio, report downloads), fetched so that a
 * refusal is an HttpError like any other and the caller makes an object URL of the bytes.
 */
export async function requestBlob(
  path: string,
  signal?: AbortSignal,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ blob: Blob; fileName?: string }> {
  const response = await fetch(new URL(path, location.origin), { method, credentials: CREDENTIALS, signal });
  if (!response.ok) {
    const text = await response.text();
    throw failure(response.status, text ? safeJson(text) : null);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Sent as is: a FormData (multipart), or a Blob chunk with its content type. */
  body: XMLHttpRequestBodyInit;
  contentType?: string;
  /** Bytes sent so far, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** What an upload answered, failed or not: some callers read a 409 or 422 body as an answer. */
export interface UploadAnswer {
  status: number;
  json: unknown;
}

/**
 * The one upload function. It uses XMLHttpRequest because fetch reports no upload progress in
 * today's browsers; the session cookie, the 401 handling and the error shape are the ones above.
 */
export function sendUpload(path: string, options: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', new URL(path, location.origin).toString());
    xhr.setRequestHeader('accept', 'application/json');
    if (options.contentType) xhr.setRequestHeader('content-type', options.contentType);
    // Same origin: the browser sends the session cookie (withCredentials matters only cross-origin).
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.total);
    xhr.onload = () => {
      resolve({ status: xhr.status, json: xhr.responseText ? safeJson(xhr.responseText) : null });
    };
    xhr.onerror = () => reject(new Error('The connection was lost during the upload'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

/** The error an upload answer stands for (the same HttpError as every other call). */
export function uploadError(answer: UploadAnswer): HttpError {
  return failure(answer.status, answer.json);
}

/** An upload whose only good answer is 2xx with a body of the contract's shape. */
export async function upload<T>(path: string, schema: z.ZodType<T>, options: UploadOptions): Promise<T> {
  const answer = await sendUpload(path, options);
  if (answer.status >= 200 && answer.status < 300) return schema.parse(answer.json);
  throw uploadError(answer);
}

export const http = {
  get: <T>(path: string, schema?: z.ZodType<T>, query?: RequestOptions<T>['query']) =>
    request<T>(path, { method: 'GET', schema, query }),
  post: <T>(path: string, body: unknown = {}, schema?: z.ZodType<T>, options: { idempotencyKey?: string } = {}) =>
    request<T>(path, { method: 'POST', body, schema, ...options }),
  put: <T>(path: string, body: unknown, schema?: z.ZodType<T>) => request<T>(path, { method: 'PUT', body, schema }),
  /** A body is for the DELETE routes that ask for a proof (removing a payout method). */
  delete: <T>(path: string, schema?: z.ZodType<T>, body?: unknown) =>
    request<T>(path, { method: 'DELETE', schema, body }),
};

/** The API answers 404 for what does not exist and for what is not the user's. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** 403: the thing exists but this account may not see or change it. */
export const isForbidden = (error: unknown): boolean => error instanceof HttpError && error.status === 403;
