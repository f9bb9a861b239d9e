import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod/v4";
import {
  answersNotFoundWhenMalformed,
  type BodyOf,
  type Endpoint,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from "../../domain/contracts/endpoint";
import { errorBody, handle, notFound } from "./errors";
import { parse } from "./validate";

export interface HandlerContext<E extends EndpointSpec> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  req: Request;
  res: Response;
  /** A success status other than the endpoint's own (201 only when something was created). */
  status(code: number): void;
}

/**
 * A JSON endpoint's handler returns its answer; a non-JSON one (`produces`, no `response`) writes to `res` itself and
 * returns nothing.
 */
export type Handler<E extends EndpointSpec> = (ctx: HandlerContext<E>) => Promise<E["response"] extends z.ZodType ? ReplyOf<E> : void>;

/** Set by tests (NODE_ENV=test, or the harness): every JSON answer is checked against its contract. */
let checkResponses = process.env.NODE_ENV === "test" || process.env.VITEST === "true";
export const checkResponsesAgainstContracts = (on: boolean) => void (checkResponses = on);

const methods = { GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" } as const;

/** Which mounted route answers which endpoint: the route/contract test and OpenAPI read it. */
export const mountedEndpoints = new WeakMap<RequestHandler, Endpoint>();

/**
 * Mounts `handler` at the endpoint's method and path after `guards`, parsing params (a malformed id is 404), query and
 * body with the endpoint's schemas in that order; a refusal is the same 400 as `parse` gives.
 */
export function mount<const E extends EndpointSpec>(router: Router, endpoint: Endpoint<E>, ...rest: [...guards: RequestHandler[], handler: Handler<E>]): void {
  const handler = rest.pop() as Handler<E>;
  const guards = rest as RequestHandler[];
  const run = handle(async (req, res) => {
    const params = endpoint.params ? parseParams(endpoint.params, req.params) : {};
    const query = endpoint.query ? parse(endpoint.query, req.query) : {};
    const body = endpoint.body ? parse(endpoint.body, bodyInput(endpoint, req.body)) : undefined;
    let status = endpoint.status ?? 200;
    const ctx = { params, query, body, req, res, status: (code: number) => void (status = code) } as HandlerContext<E>;
    const reply = await handler(ctx);
    if (!endpoint.response) return;
    if (checkResponses) {
      const wire: unknown = JSON.parse(JSON.stringify(reply ?? null));
      const checked = endpoint.response.safeParse(wire);
      if (!checked.success) {
        const detail = checked.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
        return void res.status(500).json(errorBody(500, `The answer of ${endpoint.method} ${endpoint.path} does not match its contract: ${detail}`));
      }
    }
    res.status(status).json(reply);
  });
  mountedEndpoints.set(run, endpoint);
  router[methods[endpoint.method]](endpoint.path, ...guards, run);
}

function parseParams(schema: z.ZodObject, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (result.error.issues.some((issue) => answersNotFoundWhenMalformed(schema.shape[String(issue.path[0])] as z.ZodType | undefined))) throw notFound();
  return parse(schema, input);
}

function bodyInput(endpoint: EndpointSpec, raw: unknown): unknown {
  const body = (raw ?? undefined) as Record<string, unknown> | undefined;
  if (!endpoint.envelope) return body ?? {};
  const inner = body?.[endpoint.envelope.key];
  return inner ?? (endpoint.envelope.orWhole ? body : undefined) ?? {};
}
