// The inventory screen's adjust action (ARCHITECTURE rules 4, 5): one row's form → one POST /inventory/adjust.
import { data, type AppLoadContext } from "@remix-run/node";
import { InventoryAdjustFormSchema, toAdjustRequest } from "@domain/inventory";
import type { ApiClients } from "~/api-client/client.server";
import { adjustInventory, type InventoryItemDto } from "~/api-client/inventory.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";

export interface AdjustActionData {
  variantId: string;
  values: { mode: string; quantity: string; idempotencyKey: string };
  errors: { quantity?: string[]; form?: string[] };
}

const describe = (item: InventoryItemDto) => `${item.productTitle}${item.options ? ` (${item.options})` : ""}`;

export async function adjustIntent(context: AppLoadContext, api: Pick<ApiClients, "store">, request: Request, formData: FormData) {
  const submission = parseForm(formData, InventoryAdjustFormSchema);
  const text = (name: string) => (typeof formData.get(name) === "string" ? String(formData.get(name)) : "");
  const refused = (errors: AdjustActionData["errors"]) =>
    data<AdjustActionData>(
      { variantId: text("variantId"), values: { mode: text("mode"), quantity: text("quantity"), idempotencyKey: text("idempotencyKey") }, errors },
      { status: 400 },
    );
  if (submission.status !== "success") {
    const e = submission.error ?? {};
    const quantity = [...(e.quantity ?? []), ...(e.mode ?? [])];
    const form = [...(e.variantId ?? []), ...(e.idempotencyKey ?? []), ...(e[""] ?? [])];
    return refused({ quantity: quantity.length ? quantity : undefined, form: form.length ? form : undefined });
  }
  const back = new URL(request.url);
  try {
    const { item, replayed } = await adjustInventory(api, toAdjustRequest(submission.value));
    const t = await requestT(request, context, "inventory");
    const message = t(replayed ? "alreadySaved" : "adjusted", { item: describe(item), n: item.inventoryQuantity });
    return redirectWithToast(context, back.pathname + back.search, { kind: "success", message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const onQuantity = [...(error.fieldErrors.delta ?? []), ...(error.fieldErrors.set ?? [])];
    return refused(onQuantity.length ? { quantity: onQuantity } : { form: error.messages });
  }
}
