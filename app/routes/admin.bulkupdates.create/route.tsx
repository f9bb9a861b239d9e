import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { BulkPreviewDto } from "@domain/bulk-update";
import { createBulkUpdate, previewBulkUpdate } from "~/api-client/bulk-updates.server";
import { isApiError } from "~/api-client/errors";
import { EditorScreen, useEditorForm, type EditorActionData } from "~/components/editor";
import { intentOf, refused } from "~/components/editor/actions.server";
import { BulkUpdateFields } from "~/features/bulk-updates/BulkUpdateFields";
import { BULK_UPDATE_FORM_ID, BulkUpdateFormSchema, EMPTY_VALUES, bulkUpdateScreen, type FormValues } from "~/features/bulk-updates/form";
import { parseForm } from "~/lib/forms";
import { requireOperator } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { bulkUpdateUrls } from "~/features/bulk-updates/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/bulk-updates/bulk-updates.css";

export const meta = titleMeta;

// SPEC §2: a restricted screen (operators only, in loader and action).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  const t = await requestT(request, context, "bulk");
  return { title: pageTitle(t("create.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData, ["preview", "run"], "run") ?? "run";
  const submission = parseForm(formData, BulkUpdateFormSchema);
  if (submission.status !== "success") return refused(intent, 400, { result: submission.reply() });
  try {
    if (intent === "preview")
      return data<EditorActionData & { preview: BulkPreviewDto }>({
        intent,
        result: submission.reply(),
        preview: await previewBulkUpdate(api, submission.value),
      });
    await createBulkUpdate(api, submission.value);
    const t = await requestT(request, context, "bulk");
    return redirectWithToast(context, bulkUpdateUrls.list, { kind: "success", message: t("updates.started") });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return refused(intent, 400, { result: submission.reply({ formErrors: error.messages }) });
  }
}

export default function CreateBulkUpdatePage() {
  const actionData = useActionData<typeof action>();
  const editor = useEditorForm<FormValues>(BULK_UPDATE_FORM_ID, EMPTY_VALUES, actionData);
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  const t = useT("bulk");
  return (
    <EditorScreen screen={bulkUpdateScreen(t)} record={null} editor={editor} submitIntent={false} guard={false} description={t("create.description")}>
      <BulkUpdateFields editor={editor} preview={preview} />
    </EditorScreen>
  );
}
