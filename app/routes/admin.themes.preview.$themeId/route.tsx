// Preview: the API signs a storefront link for this theme (an hour, staff only) and the browser is sent there (303).
// A link, not a form: the admin's CSP allows forms to post only to itself (form-action 'self'), and a form whose answer
// redirects to the storefront's origin would be blocked. Signing a link changes nothing, so a GET is right for it.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { previewTheme } from "~/api-client/themes.server";
import { storefrontUrl } from "~/features/themes/storefront-url";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const { host, path } = await previewTheme(api, params.themeId ?? "").catch(throwRouteError);
  return redirect(storefrontUrl(new URL(request.url), host, path), { status: 303, headers: { "Cache-Control": "no-store" } });
}
