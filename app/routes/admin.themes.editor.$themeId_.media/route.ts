// The theme editor's image picker (ADR 074), as JSON for the hydrated editor: GET a page of the store's images;
// POST `intent=presign` (a single-use upload link for a theme image) and `intent=add` (record the uploaded key).
// The browser holds no API token, so the admin asks the API on its behalf. Scope `themes`, as the API's.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api-client/errors";
import { addThemeMedia, listThemeMedia, presignThemeImage } from "~/api-client/theme-editor.server";
import { requireStore } from "~/lib/guards.server";

const headers = { "Cache-Control": "no-store" };

async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await run(), { headers });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return Response.json({ message: error.messages.join(" ") }, { status: error.status, headers });
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("page")) || 1));
  return answer(() => listThemeMedia(api, params.themeId ?? "", page, 30));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const id = params.themeId ?? "";
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  switch (field("intent")) {
    case "presign":
      return answer(async () => {
        const { presignedUrl, imagePath, contentType, maxBytes } = await presignThemeImage(api, id, field("filename"));
        return { presignedUrl, imagePath, contentType, maxBytes };
      });
    case "add":
      return answer(async () => ({ image: await addThemeMedia(api, id, field("key"), field("alt")) }));
    default:
      return Response.json({ message: "Unknown intent" }, { status: 400, headers });
  }
}
