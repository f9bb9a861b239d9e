// The product editor's Pixels card intents: "add-pixel" and "remove-pixel" (ARCHITECTURE rules 4, 5).
import { data } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import { PixelSchema } from "@domain/product-extras";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { addPixels, removePixel } from "~/api-client/product-extras.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";

type Api = Pick<ApiClients, "store">;
import type { PixelActionData } from "./pixels";
import { productUrls } from "../products/urls";

const back = (productId: string) => `${productUrls.update(productId)}#pixels`;

/** The Pixels card's two forms: `intent=add-pixel` and `intent=remove-pixel`; the toasts in the reader's language (`t`). */
export async function pixelIntent(context: ToastContext, t: TFunction<"products">, api: Api, productId: string, formData: FormData) {
  const text = (name: string) => (typeof formData.get(name) === "string" ? String(formData.get(name)) : "");
  if (formData.get("intent") === "remove-pixel") {
    await removePixel(api, productId, text("provider"), text("pixelId")).catch((error) => {
      if (!isApiError(error) || error.status !== 404) throw error;
    });
    return redirectWithToast(context, back(productId), { kind: "success", message: t("pixels.removed") });
  }
  const values = { provider: text("provider"), pixelId: text("pixelId") };
  const refused = (errors: PixelActionData["errors"]) => data<PixelActionData>({ pixel: true, values, errors }, { status: 400 });
  const submission = parseForm(formData, PixelSchema);
  if (submission.status !== "success") return refused({ provider: submission.error?.provider ?? undefined, pixelId: submission.error?.pixelId ?? undefined });
  try {
    const answer = await addPixels(api, productId, [submission.value]);
    return redirectWithToast(context, back(productId), { kind: "success", message: answer.added === 0 ? t("pixels.already") : t("pixels.added") });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const e = error.fieldErrors;
    return refused({ provider: e["pixels.0.provider"], pixelId: e["pixels.0.pixelId"] ?? e.pixels ?? error.messages });
  }
}
