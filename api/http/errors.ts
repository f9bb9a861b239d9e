import type { ErrorRequestHandler, RequestHandler } from "express";

/** The API's error body: `message` is what SPEC §8's client shows; `errors` maps fields to messages. */
export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  errors?: Record<string, string[]>;
  [extra: string]: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string | string[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(Array.isArray(message) ? message.join("\n") : message);
    this.messages = message;
  }
  readonly messages: string | string[];
}

export const badRequest = (message: string | string[], errors?: Record<string, string[]>) => new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, message, extra);
export const tooManyRequests = (message: string) => new HttpError(429, message);

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
};

export function errorBody(status: number, message: string | string[], extra: Record<string, unknown> = {}): ErrorBody {
  return { statusCode: status, message, error: reasons[status] ?? "Error", ...extra };
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody(404, "Not found"));
};

export function errorHandler(log: (entry: Record<string, unknown>) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof HttpError) {
      res.status(err.status).json(errorBody(err.status, err.messages, err.extra));
      return;
    }
    // body-parser errors carry a status (malformed JSON 400, too large 413).
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log({ level: "error", msg: "api error", path: req.path, error: String(err?.stack ?? err) });
    res.status(status).json(errorBody(status, status === 500 ? "Oops! Unknown error!" : String(err.message)));
  };
}

/** Wraps an async handler so a rejection reaches the error handler (express 4 does not do it). */
export function handle(fn: (...args: Parameters<RequestHandler>) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}
