// The server half of render-only.ts: values a loader keeps for the document render of the same request, keyed by the
// request's load context (the one object Remix hands both the loaders and entry.server's handleRequest).
import type { AppLoadContext } from "@remix-run/node";
import type { RenderOnly } from "./render-only";

const kept = new WeakMap<AppLoadContext, Record<string, string>>();

export function keepForRender(context: AppLoadContext, key: string, value: string) {
  const values = kept.get(context) ?? {};
  values[key] = value;
  kept.set(context, values);
}

export function renderOnlyOf(context: AppLoadContext | undefined): RenderOnly {
  return (context && kept.get(context)) ?? {};
}
