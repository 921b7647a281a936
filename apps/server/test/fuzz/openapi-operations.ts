import type { App } from '../../src/app.js';

/** The slice of an OpenAPI 3 JSON schema the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{id}` style. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
  /** No `security` requirement: callable without a token. */
  isPublic: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's own OpenAPI document (the one served at /api/docs/json). */
export async function apiOperations(app: App): Promise<ApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`The OpenAPI document answered ${res.statusCode}`);
  const document = res.json() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], OpenApiOperation>>> };
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const paramsIn = (where: OpenApiParameter['in']) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      operations.push({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        pathParams: paramsIn('path'),
        queryParams: paramsIn('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        isPublic: !operation.security || operation.security.length === 0,
      });
    }
  }
  return operations;
}
