// JSON for the enhance script's upload (SPEC §4: fetch the upload link, then PUT the file): the browser holds no API
// token, so the admin asks the API for the presigned link on its behalf. Scope `products`, as the API's.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api-client/errors";
import { presignUpload } from "~/api-client/media.server";
import { requireStore } from "~/lib/guards.server";

const headers = { "Cache-Control": "no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const filename = new URL(request.url).searchParams.get("filename") ?? "";
  try {
    const { presignedUrl, imagePath, contentType } = await presignUpload(api, filename);
    return Response.json({ presignedUrl, imagePath, contentType }, { headers });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return Response.json({ message: error.messages.join(" ") }, { status: error.status, headers });
  }
}
