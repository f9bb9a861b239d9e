// The schedule card's action (intent "schedule"): one form → PUT /orders/abcheckouts/settings against its version.
import { data, type AppLoadContext } from "@remix-run/node";
import { RecoveryScheduleUpdateSchema } from "@domain/abandoned";
import type { ApiClients } from "~/api-client/client.server";
import { saveRecoverySettings } from "~/api-client/abandoned.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";

export async function scheduleIntent(context: AppLoadContext, api: Pick<ApiClients, "store">, request: Request, formData: FormData) {
  const submission = parseForm(formData, RecoveryScheduleUpdateSchema);
  if (submission.status !== "success") return data({ schedule: { result: submission.reply(), conflictVersion: null as number | null } }, { status: 400 });
  try {
    await saveRecoverySettings(api, submission.value.schedule, submission.value.version);
  } catch (error) {
    if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) throw error;
    // A stale version (409): the input stays, with the newest version, so saving again keeps these changes.
    const current = (error.body as { current?: { version?: number } } | undefined)?.current?.version ?? null;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), v]));
    return data(
      { schedule: { result: submission.reply({ formErrors: error.status === 409 ? error.messages : [], fieldErrors }), conflictVersion: current } },
      { status: error.status },
    );
  }
  const t = await requestT(request, context, "abandoned");
  const back = new URL(request.url);
  back.searchParams.delete("index");
  return redirectWithToast(context, back.pathname + back.search, { kind: "success", message: t("schedule.saved") });
}
