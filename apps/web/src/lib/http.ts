import Cookies from 'js-cookie';
import type { z } from 'zod';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS, VALIDATION_ERROR_MESSAGE } from '@liner/domain';

/** The one HTTP client: bearer token from the cookie, 401 drops it, 422 flattened to a list. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Messages to show, flattened as the spec says (422: every field message). */
    readonly messages: string[],
    readonly fieldErrors: Record<string, string[]>,
    readonly code: string | undefined,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const tokenStore = {
  get: (): string | undefined => Cookies.get(AUTH_COOKIE),
  set: (token: string) =>
    Cookies.set(AUTH_COOKIE, token, {
      expires: AUTH_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: location.protocol === 'https:',
    }),
  clear: () => Cookies.remove(AUTH_COOKIE),
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The session provider listens here to drop the user when any call answers 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface ErrorBody {
  message?: string | string[];
  errors?: Record<string, string[] | string>;
  code?: string;
  retryAfterSeconds?: number;
}

/** Spec §8: errors flattened to a list, or "Validation Error" if none; without a list the message, arrays joined with line breaks. */
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
}

export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    if (response.status === 401) {
      tokenStore.clear();
      unauthorizedListeners.forEach((listener) => {
        listener();
      });
    }
    const body = (json ?? null) as ErrorBody | null;
    const flat = flattenErrorBody(response.status, body);
    throw new HttpError(response.status, flat.message, flat.messages, flat.fields, body?.code, body?.retryAfterSeconds);
  }
  return options.schema ? options.schema.parse(json) : (json as T);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const http = {
  get: <T>(path: string, schema?: z.ZodType<T>, query?: RequestOptions<T>['query']) =>
    request<T>(path, { method: 'GET', schema, query }),
  post: <T>(path: string, body: unknown = {}, schema?: z.ZodType<T>) =>
    request<T>(path, { method: 'POST', body, schema }),
  delete: <T>(path: string, schema?: z.ZodType<T>) => request<T>(path, { method: 'DELETE', schema }),
};
