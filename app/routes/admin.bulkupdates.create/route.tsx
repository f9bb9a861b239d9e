import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { BulkPreviewDto } from "@domain/bulk-update";
import { createBulkUpdate, previewBulkUpdate } from "~/api-client/bulk-updates.server";
import { isApiError } from "~/api-client/errors";
import { EditorScreen, useEditorForm, type EditorActionData } from "~/components/editor";
import { intentOf, refused } from "~/components/editor/actions.server";
import { BulkUpdateFields } from "~/features/bulk-updates/BulkUpdateFields";
import { BULK_UPDATE_SCREEN, BulkUpdateFormSchema, EMPTY_VALUES, type FormValues } from "~/features/bulk-updates/form";
import { parseForm } from "~/lib/forms";
import { requireOperator } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { bulkUpdateUrls } from "~/features/bulk-updates/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/bulk-updates/bulk-updates.css";

export const meta: MetaFunction = () => [{ title: "Create bulk update · Backroom" }];

// SPEC §2: a restricted screen (operators only, in loader and action).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData, ["preview", "run"], "run") ?? "run";
  const submission = parseForm(formData, BulkUpdateFormSchema);
  if (submission.status !== "success") return refused(intent, 400, { result: submission.reply() });
  try {
    if (intent === "preview") return data<EditorActionData & { preview: BulkPreviewDto }>({ intent, result: submission.reply(), preview: await previewBulkUpdate(api, submission.value) });
    await createBulkUpdate(api, submission.value);
    return redirectWithToast(context, bulkUpdateUrls.list, { kind: "success", message: "Bulk update started" });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return refused(intent, 400, { result: submission.reply({ formErrors: error.messages }) });
  }
}

export default function CreateBulkUpdatePage() {
  const actionData = useActionData<typeof action>();
  const editor = useEditorForm<FormValues>(BULK_UPDATE_SCREEN.formId, EMPTY_VALUES, actionData);
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  const description = "Choose products and changes, preview them, then run. It runs in the background and can be undone.";
  return (
    <EditorScreen screen={BULK_UPDATE_SCREEN} record={null} editor={editor} submitIntent={false} guard={false} description={description}>
      <BulkUpdateFields editor={editor} preview={preview} />
    </EditorScreen>
  );
}
