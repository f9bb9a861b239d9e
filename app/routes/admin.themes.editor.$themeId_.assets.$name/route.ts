// The theme's assets (its stylesheet …) for the editor's preview frame, which is a document of the admin's origin
// (ADR 071). Scope `themes`, as the API's.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { themeAsset } from "~/api-client/theme-editor.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const answer = await themeAsset(api, params.themeId ?? "", params.name ?? "").catch(throwRouteError);
  return new Response(await answer.text(), {
    headers: {
      "Content-Type": answer.headers.get("content-type") ?? "text/plain",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-cache",
    },
  });
}
