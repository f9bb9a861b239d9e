// The typed way to reach the API: an endpoint from @domain/contracts in, its answer's type out (ADR 030).
import { fillPath, type EndpointSpec, type ParamsOf, type QueryOf, type ResponseOf, type WireBodyOf } from "@domain/contracts/endpoint";
import type { ApiClient, RequestOptions } from "./client.server";

type QueryValue = NonNullable<RequestOptions["query"]>[string];
/** Query values as a URL carries them: each field of the endpoint's query, optional. */
type QueryInput<E extends EndpointSpec> =
  QueryOf<E> extends Record<string, unknown> ? { [K in keyof QueryOf<E>]?: (QueryOf<E>[K] & QueryValue) | string } : never;

export type CallOptions<E extends EndpointSpec> = Omit<RequestOptions, "query" | "body"> &
  (E["params"] extends object ? { params: { [K in keyof ParamsOf<E>]: string } } : { params?: undefined }) &
  (E["query"] extends object ? { query?: QueryInput<E> } : { query?: undefined }) &
  (E["body"] extends object ? { body: WireBodyOf<E> } : { body?: undefined });

type Optional<E extends EndpointSpec> = E["params"] extends object ? false : E["body"] extends object ? false : true;
type Rest<E extends EndpointSpec> = Optional<E> extends true ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** One call of `endpoint` on `client` (SPEC §8 errors, time-outs and 401 handling are the client's). */
export function call<const E extends EndpointSpec>(client: ApiClient, endpoint: E, ...[options]: Rest<E>): Promise<ResponseOf<E>> {
  const { params, query, body, ...rest } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: RequestOptions["query"];
    body?: unknown;
  } & RequestOptions;
  const path = fillPath(endpoint.path, params);
  const opts: RequestOptions = { ...rest, query, body };
  switch (endpoint.method) {
    case "GET":
      return client.get(path, opts);
    case "POST":
      return client.post(path, opts);
    case "PUT":
      return client.put(path, opts);
    case "PATCH":
      return client.patch(path, opts);
    case "DELETE":
      return client.del(path, opts);
  }
}

/** A GET whose answer is a file (`produces`): the Response, to stream on. */
export function download<const E extends EndpointSpec>(
  client: ApiClient,
  endpoint: E,
  options: Omit<RequestOptions, "query"> & { params?: Record<string, string>; query?: RequestOptions["query"] } = {},
): Promise<Response> {
  const { params, ...rest } = options;
  return client.download(fillPath(endpoint.path, params), rest);
}
