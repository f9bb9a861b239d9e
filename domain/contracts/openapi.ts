// OpenAPI 3.1 from the contracts (served at GET /api/openapi.json). JSON Schema 2020-12 is 3.1's own dialect, so zod's
// z.toJSONSchema output is used as it is.
import { z } from "zod/v4";
import { pathParamNames, type EndpointSpec } from "./endpoint";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const ERROR_BODY: JsonSchema = {
  type: "object",
  properties: {
    statusCode: { type: "integer" },
    message: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
    error: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
  required: ["statusCode", "message", "error"],
};

/** `/feed/:id` → `/feed/{id}`; a trailing `*` (an object key with slashes) → `{key}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{key}");

function parameters(endpoint: EndpointSpec) {
  const list: Record<string, unknown>[] = [];
  const pathSchema = endpoint.params ? schemaOf(endpoint.params, "input") : {};
  if (endpoint.path.endsWith("*")) list.push({ name: "key", in: "path", required: true, schema: { type: "string" } });
  for (const name of pathParamNames(endpoint.path))
    list.push({ name, in: "path", required: true, schema: pathSchema.properties?.[name] ?? { type: "string" } });
  if (endpoint.query) {
    const input = schemaOf(endpoint.query, "input");
    const output = schemaOf(endpoint.query, "output");
    for (const [name, schema] of Object.entries(input.properties ?? {})) {
      const required = Boolean(input.required?.includes(name) && output.required?.includes(name) && !("default" in schema));
      list.push({ name, in: "query", required, schema });
    }
  }
  if (endpoint.access !== "public") {
    if (endpoint.access === "store" || endpoint.scope)
      list.push({ name: "store-id", in: "header", required: true, schema: { type: "string", format: "uuid" } });
  }
  return list;
}

function requestBody(endpoint: EndpointSpec) {
  if (endpoint.consumes) return { required: true, content: { [endpoint.consumes]: { schema: { type: "string", format: "binary" } } } };
  if (!endpoint.body) return undefined;
  let schema = schemaOf(endpoint.body, "input");
  if (endpoint.envelope)
    schema = { type: "object", properties: { [endpoint.envelope.key]: schema }, required: endpoint.envelope.orWhole ? [] : [endpoint.envelope.key] };
  return { required: true, content: { "application/json": { schema } } };
}

function responses(endpoint: EndpointSpec) {
  const status = String(endpoint.status ?? 200);
  const ok = endpoint.response
    ? { description: "Success", content: { "application/json": { schema: schemaOf(endpoint.response, "output") } } }
    : { description: "Success", content: { [endpoint.produces ?? "application/octet-stream"]: { schema: { type: "string" } } } };
  const error = { description: "Error (SPEC §8)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  return { [status]: ok, "4XX": error };
}

export function openApiDocument(endpoints: readonly EndpointSpec[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      operationId: `${endpoint.method.toLowerCase()} ${endpoint.path}`,
      parameters: parameters(endpoint),
      responses: responses(endpoint),
    };
    const body = requestBody(endpoint);
    if (body) operation.requestBody = body;
    operation.security = endpoint.access === "public" ? [] : [{ bearer: [] }];
    if (endpoint.scope) operation["x-scope"] = endpoint.scope;
    if (endpoint.access === "operator") operation["x-operators-only"] = true;
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0" as const,
    info,
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas: { Error: ERROR_BODY },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The same token also goes in the `access-token` header (SPEC §7)" } },
    },
  };
}
