import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import mantineCss from "@mantine/core/styles.css";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { theme } from "./theme";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Backroom" }, { name: "viewport", content: "width=device-width, initial-scale=1" }];

export function loader({ context }: { context: { cspNonce: string } }) {
  return { nonce: context.cspNonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
