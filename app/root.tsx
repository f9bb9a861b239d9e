import { Box, ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { Namespace } from "@domain/i18n/core";
import { Logo } from "./components/shell/Logo";
import { RouteErrorContent } from "./components/shell/ErrorContent";
import { ToastView } from "./components/toast/Toast";
import { ENHANCE_PRELOADS, ENHANCE_URL } from "./enhance-asset.generated";
import { PAGE_STYLES } from "./page-styles.generated";
import { HYDRATED_NAMESPACES, I18N_DATA_ID, i18nPayload, payloadJson, useLocale, useT, useTranslator } from "./lib/i18n";
import { rememberReferralCode } from "./lib/referral.server";
import { readToast } from "./lib/toast.server";
import { theme } from "./theme";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "./components/toast/toast.css";

// Stylesheets are not links() of the routes: the build makes two files per page (PageStyles below).
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => [{ title: "Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await rememberReferralCode(request, context);
  const { toast, clearCookie } = await readToast(request, context);
  // Cleared with this page's own headers: a redirect elsewhere leaves the toast for the page it lands on.
  return data({ nonce: context.cspNonce, toast }, clearCookie ? { headers: { "Set-Cookie": clearCookie } } : undefined);
}

// Pages that hydrate navigate on the client: a loader anywhere may leave a toast in the cookie, so the root looks
// again on every navigation (one cookie read).
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

/** A route's `handle` that opts its pages in to React in the browser (Tier 2, ADR 033). */
export interface HydrateHandle {
  hydrate?: boolean;
  /** The namespaces a hydrated page's components use besides common, messages and fields (ADR 034). */
  i18n?: Namespace[];
}

/**
 * ADR 033: pages are server-rendered (Tier 0) and every page loads the small enhance script (app/enhance, Tier 1)
 * for the generic comfort its markup asks for. A page hydrates React (Tier 2) only when a matched route exports
 * `handle = { hydrate: true }` (stateful widgets); it gets Remix's scripts as well, after the enhance script, and its
 * links and forms still load documents (entry.client.tsx), so the next page gets its own scripts.
 */
function useHydrate(): boolean {
  return useMatches().some((match) => (match.handle as HydrateHandle | undefined)?.hydrate === true);
}

/**
 * A hydrated page's texts (ADR 034): its namespaces' resources in its language, as JSON that entry.client.tsx reads
 * before it hydrates. Rendered again in the browser from the same resources, so the markup matches.
 */
function I18nPayloadScript() {
  const translator = useTranslator();
  const namespaces = [...HYDRATED_NAMESPACES, ...useMatches().flatMap((match) => (match.handle as HydrateHandle | undefined)?.i18n ?? [])];
  return <script id={I18N_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: payloadJson(i18nPayload(translator, namespaces)) }} />;
}

/**
 * ADR 027: the page's render-blocking stylesheets, which scripts/build-styles.ts made for its deepest matched route:
 * its layout's (shared by every page under it) and its own, each with just the Mantine components and app stylesheets
 * those routes render. An error page rendered by a layout's boundary still lists the page it was meant to be: the
 * boundary's own stylesheets are in the layout's file.
 */
function PageStyles() {
  const deepest = useMatches()
    .map((match) => PAGE_STYLES[match.id])
    .filter(Boolean)
    .at(-1);
  return (
    <>
      {(deepest ?? []).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.nonce;
  const hydrate = useHydrate();
  const locale = useLocale();
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        {/* Here, not in meta(): a route's meta() replaces the root's, and every route has one. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <PageStyles />
        <Links />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
        {/* Before Remix's scripts: its document listeners then run before React's (entry.client.tsx). */}
        <script type="module" src={ENHANCE_URL} nonce={nonce} />
        {ENHANCE_PRELOADS.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {children}
          <ToastView toast={rootData?.toast} />
        </MantineProvider>
        {hydrate ? (
          <>
            <I18nPayloadScript />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  return (
    <Box mih="100dvh" bg="gray.0" px="md" py={40}>
      <Box maw={560} mx="auto">
        <a href="/" aria-label={t("homeLink")} style={{ textDecoration: "none", display: "inline-block" }}>
          <Logo />
        </a>
        <RouteErrorContent error={error} homeHref="/" />
      </Box>
    </Box>
  );
}
