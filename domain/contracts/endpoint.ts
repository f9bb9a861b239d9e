// One declaration per API endpoint (ADR 030): the API mounts it, the admin calls it, the tests and /api/openapi.json read it.
import { z } from "zod/v4";
import { safeString } from "../validation";
import type { Scope } from "../permissions";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: `public` needs nothing, `user` a bearer token, `store` a token and a `store-id` the user is a member of
 * with `scope`; `operator` is `store` (or `user` without a scope) restricted further to platform operators.
 */
export type Access = "public" | "user" | "store" | "operator";

export interface EndpointSpec {
  method: Method;
  /** Express style, relative to /api: "/feed/:id". */
  path: string;
  summary: string;
  access: Access;
  scope?: Scope;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The JSON body wraps the form in this key (`{ productFeed: {…} }`); `body` validates what is inside, so field errors
   * keep the keys SPEC §5 shows (`name`, not `productFeed.name`). `orWhole` also takes the form unwrapped.
   */
  envelope?: { key: string; orWhole?: boolean };
  /** The JSON answer; left out for a non-JSON one (`produces`). */
  response?: z.ZodType;
  /** The success status when it is not 200. */
  status?: number;
  /** Media type of a non-JSON answer (a CSV or XML download, an image). */
  produces?: string;
  /** Media type of a raw request body (a file upload) instead of JSON. */
  consumes?: string;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = Readonly<S>;

export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  return spec;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<E extends EndpointSpec> = Out<E["params"]>;
export type QueryOf<E extends EndpointSpec> = Out<E["query"]>;
/** The form as the handler receives it (inside the envelope, parsed). */
export type BodyOf<E extends EndpointSpec> = Out<E["body"]>;
/** What the handler returns: the JSON before it is sent (validated against `response` in tests). */
export type ReplyOf<E extends EndpointSpec> = In<E["response"]>;
/** What a caller reads back. */
export type ResponseOf<E extends EndpointSpec> = Out<E["response"]>;
/** What a caller sends: the parsed form's shape, wrapped in the envelope when there is one. */
export type WireBodyOf<E extends EndpointSpec> = E["envelope"] extends { key: infer K extends string }
  ? { [P in K]: Out<E["body"]> } | (E["envelope"] extends { orWhole: true } ? Out<E["body"]> : never)
  : Out<E["body"]>;

/** A malformed id names nothing: such a path parameter answers 404, not 400 (mount reads this set). */
const notFoundWhenMalformed = new WeakSet<z.ZodType>();
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const Uuid = safeString().regex(UUID_RE);
notFoundWhenMalformed.add(Uuid);
export const answersNotFoundWhenMalformed = (schema: z.ZodType | undefined) => schema !== undefined && notFoundWhenMalformed.has(schema);
/** A path parameter that names something from a fixed set (a sale channel): a value outside it is 404 too. */
export function namesSomething<S extends z.ZodType>(schema: S): S {
  notFoundWhenMalformed.add(schema);
  return schema;
}

/** Path parameters that are record ids: `ids("id", "variantId")`. */
export function ids<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, Uuid])) as Record<K, typeof Uuid>);
}

/** The `:name` segments of an express path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The path with its parameters filled in, each percent-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** Common answers. */
export const MessageSchema = z.object({ message: safeString() });
export const CountSchema = z.object({ count: z.number().int() });
export const IsoDate = safeString();
/** `?version=` on a delete: left out deletes whatever is current. */
export const DeleteVersionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
export const paged = <S extends z.ZodRawShape>(shape: S) => z.object({ ...shape, total: z.number().int(), page: z.number().int(), limit: z.number().int() });
