import type { ZodTypeAny, z } from "zod/v4";
import { badRequest } from "./errors";

/** Parses with a domain schema; a failure is a 400 with SPEC §5 messages per field. */
export function parse<S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_form";
    (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(Object.values(errors).flat(), errors);
}
