import { z } from 'zod';
import { text, pageNumber } from './primitives.js';

/** The one error envelope every non-2xx answer uses. `errors` appears on 422. */
export const ErrorResponse = z.object({
  message: text(),
  code: text().optional(),
  errors: z.record(text(), z.array(text())).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const VALIDATION_ERROR_MESSAGE = 'Validation Error';

/** Server-side pagination shape of every list: { data, current_page, last_page, total, per_page }. */
export function paginated<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
};

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const PageQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const OkResponse = z.object({ message: text() });
export type OkResponse = z.infer<typeof OkResponse>;
