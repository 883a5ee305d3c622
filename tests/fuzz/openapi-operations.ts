import type { FastifyInstance } from 'fastify';

/** The parts of JSON Schema that @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route of the table with what its OpenAPI operation says it accepts (nothing, for routes hidden from the docs). */
export interface Operation {
  method: string;
  /** Fastify's pattern, e.g. /api/services/:id */
  url: string;
  public: boolean;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every route of `app.apiRoutes`, joined to GET /api/docs/json, so a route added tomorrow is fuzzed too. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return app.apiRoutes.map((route) => {
    const openApiPath = route.url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    // HEAD is GET's twin: same parameters.
    const method = route.method === 'HEAD' ? 'get' : route.method.toLowerCase();
    const op = doc.paths[openApiPath]?.[method] ?? {};
    const params = (where: string) =>
      (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema }));
    const pathNames = [...route.url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
    const documented = params('path');
    return {
      method: route.method,
      url: route.url,
      public: route.public,
      // A route hidden from the docs still has its path parameters; they are then free text.
      pathParams: pathNames.map((name) => documented.find((p) => p.name === name) ?? { name, required: true, schema: { type: 'string' } }),
      query: params('query'),
      body: op.requestBody?.content?.['application/json']?.schema,
    };
  });
}

/** The operation's URL with the given path parameter values (already encoded) and query string. */
export function urlFor(op: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = op.url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => pathValues[name] ?? '');
  return query ? `${path}?${query}` : path;
}
