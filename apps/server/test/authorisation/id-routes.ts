import { MAX_ID } from '@liner/domain';
import type { RoutePolicy } from '../../src/platform/permissions/route-policy.js';
import type { ApiOperation, JsonSchema } from '../fuzz/openapi-operations.js';
import type { TestContext } from '../harness.js';

/**
 * A registered route that takes an id in its path, its body or, for a write, its query string.
 * (A read's query-string ids are filters; analytics/query-refusals.test.ts refuses another
 * account's, endpoint by endpoint.)
 */
export interface IdRoute {
  key: string;
  method: string;
  url: string;
  access: RoutePolicy;
  pathParams: string[];
  bodyIdFields: string[];
  queryIdFields: string[];
}

/** Body fields (at any depth) declared with the id helpers: an integer whose maximum is the id column's. */
function idFieldsOf(schema: JsonSchema | null | undefined): string[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const isId = property.maximum === MAX_ID || property.items?.maximum === MAX_ID;
    return [...(isId ? [name] : []), ...idFieldsOf(property), ...idFieldsOf(property.items)];
  });
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(idFieldsOf);
  return [...own, ...variants, ...idFieldsOf(schema.items)];
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The app's routes that take an id, read from the app itself and its OpenAPI document. */
export function idRoutes(ctx: TestContext, operations: ApiOperation[]): IdRoute[] {
  const byPath = new Map(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]));
  return ctx.app.routePolicies
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => {
      const operation = byPath.get(`${route.method} ${openApiPath(route.url)}`);
      return {
        key: `${route.method} ${route.url}`,
        method: route.method,
        url: route.url,
        access: route.access ?? 'public',
        pathParams: [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]),
        bodyIdFields: [...new Set(idFieldsOf(operation?.body))],
        queryIdFields:
          route.method === 'GET'
            ? []
            : (operation?.queryParams ?? [])
                .filter((param) => param.schema.maximum === MAX_ID)
                .map((param) => param.name),
      };
    })
    .filter((route) => route.pathParams.length > 0 || route.bodyIdFields.length > 0 || route.queryIdFields.length > 0);
}

const ARRAY_ID_FIELDS = new Set(['splitIds', 'ids', 'lineIds', 'attachments']);

/** Writes `value` into every field named `name` of `body`, at any depth (tracks[].id). */
export function withId(body: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body, [name]: ARRAY_ID_FIELDS.has(name) ? [value] : value };
  for (const [key, item] of Object.entries(copy)) {
    if (Array.isArray(item) && item.length > 0 && typeof item[0] === 'object' && item[0] !== null)
      copy[key] = item.map((entry) => ({ ...(entry as object), [name]: value }));
  }
  return copy;
}
