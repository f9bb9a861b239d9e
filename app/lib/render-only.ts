// Markup the server renders into the document that the browser never needs again as data (ADR 075): a loader keeps it
// with `keepForRender` (render-only.server.ts) instead of returning it, entry.server provides it to the render, and a
// component reads it here. The page's loader data (serialised into the HTML for hydration) does not carry it a second
// time. In the browser the value is undefined: the element that shows it must keep what the server rendered
// (an attribute React does not patch on hydration, with `suppressHydrationWarning`).
import { createContext, useContext } from "react";

export type RenderOnly = Readonly<Record<string, string>>;

export const RenderOnlyContext = createContext<RenderOnly>({});

/** The server-rendered value kept under `key` for this request's render; undefined in the browser. */
export function useRenderOnly(key: string): string | undefined {
  return useContext(RenderOnlyContext)[key];
}
