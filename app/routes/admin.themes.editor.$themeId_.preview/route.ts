// The editor's preview (ADR 071): the page rendered with the UNSAVED draft the editor posts, as HTML for its frame.
// The browser holds no API token, so the admin asks the API on its behalf. It is called after each change, so it skips
// the user look-up of the page guard (requireStoreApi, ADR 075): the API checks the token and its scope `themes`.
import type { ActionFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api-client/errors";
import { previewThemeDraft } from "~/api-client/theme-editor.server";
import { themeEditorUrls } from "~/features/theme-editor/urls";
import { requireStoreApi } from "~/lib/guards.server";
import { ThemePreviewSchema } from "@domain/contracts/theme-editor";

const headers = { "Cache-Control": "no-store" };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStoreApi(request, context);
  const id = params.themeId ?? "";
  const parsed = ThemePreviewSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response("Bad preview request", { status: 400, headers });
  try {
    const html = await previewThemeDraft(api, id, parsed.data.template, parsed.data.settingsData, themeEditorUrls(id).assets);
    return new Response(html, { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return new Response(error.messages.join(" "), { status: error.status, headers });
  }
}
