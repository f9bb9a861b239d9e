// The update page's second form: generate codes for a code discount (a job of the API; progress shows on the page).
import { data } from "@remix-run/node";
import { GenerateCodesSchema } from "@domain/discount";
import type { TFunction } from "@domain/i18n";
import { formatCount } from "@domain/i18n/count";
import type { Locale } from "@domain/i18n/locales";
import type { ApiClients } from "~/api-client/client.server";
import { generateCodes } from "~/api-client/discounts.server";
import { isApiError } from "~/api-client/errors";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import type { GenerateState } from "./CodesCard";
import { discountUrls } from "./urls";

export interface GenerateActionData {
  intent: "generate-codes";
  generate: GenerateState;
}

const refused = (values: GenerateState["values"], errors: Record<string, string>) =>
  data<GenerateActionData>({ intent: "generate-codes", generate: { values, errors } }, { status: 400 });

export async function generateCodesIntent(
  context: ToastContext,
  api: Pick<ApiClients, "store">,
  id: string,
  formData: FormData,
  t: TFunction<"discounts">,
  locale: Locale,
) {
  const text = (name: string) => String(formData.get(name) ?? "");
  const values = { count: text("count"), prefix: text("prefix"), length: text("length") };
  const parsed = GenerateCodesSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    return refused(values, errors);
  }
  try {
    await generateCodes(api, id, parsed.data);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const [key, messages] of Object.entries(error.fieldErrors)) errors[key] = messages[0] ?? "";
    if (Object.keys(errors).length === 0) errors[""] = error.messages.join(" ");
    return refused(values, errors);
  }
  const message = t("codes.started", { n: formatCount(parsed.data.count, locale) });
  return redirectWithToast(context, discountUrls.code.update(id), { kind: "success", message });
}
