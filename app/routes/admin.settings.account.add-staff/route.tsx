import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { requireStaffManager } from "~/features/staff/guard.server";
import { StaffAccessFields } from "~/features/staff/StaffAccessFields";
import { inviteStaffScreen, NEW_INVITATION, type InviteStaffValues } from "~/features/staff/staff-form";
import { inviteStaffAction } from "~/features/staff/staff.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
// The editor kit's title and conflict table use .br-break, which lives there.
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 settings/account/add-staff: invite by e-mail with a role and scopes (POST /auth/invite; ADR 056). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaffManager(request, context);
  const t = await requestT(request, context, "staff");
  return { title: pageTitle(t("addTitle")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStaffManager(request, context);
  return inviteStaffAction(request, context, api, await request.formData());
}

export default function AddStaffPage() {
  const t = useT("staff");
  const screen = inviteStaffScreen(t);
  const editor = useEditorForm<InviteStaffValues>(screen.formId, NEW_INVITATION, useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={null} editor={editor} submitLabel={t("send")} description={t("addDescription")}>
      <StaffAccessFields editor={editor} withEmail />
    </EditorScreen>
  );
}
