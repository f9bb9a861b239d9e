// What every island shares (ADR 049): its data from the page, its stylesheet, and a React root inside Mantine's
// provider with the admin's theme. The page's server render already wrote Mantine's CSS variables and global classes.
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { MantineProvider } from "@mantine/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../domain/i18n/locales";
import { theme } from "../theme";

/** The islands' stylesheet: scripts/build-enhance.mjs writes its URL in (layered Mantine CSS, see there). */
declare const __ISLAND_CSS__: string;

let styles: Promise<void> | null = null;
function islandStyles(): Promise<void> {
  styles ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = __ISLAND_CSS__;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  return styles;
}

/** The JSON the server put in the island's element, or null (then the server's markup simply stays). */
export function islandData<T>(el: Element): T | null {
  const script = el.querySelector('script[type="application/json"]');
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as T) : null;
  } catch {
    return null;
  }
}

export const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/** Renders `node` into `host` once the islands' stylesheet has arrived, so the widget never shows unstyled. */
export async function renderIsland(host: HTMLElement, node: ReactNode) {
  await islandStyles();
  createRoot(host).render(
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );
}
