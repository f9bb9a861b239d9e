import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Badge } from "@mantine/core";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getStaffMember } from "~/api-client/staff.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { requireStaffManager } from "~/features/staff/guard.server";
import { LockedMember } from "~/features/staff/LockedMember";
import { StaffAccessFields } from "~/features/staff/StaffAccessFields";
import { staffMemberScreen, staffMemberValues, type StaffMemberValues } from "~/features/staff/staff-form";
import { staffMemberAction } from "~/features/staff/staff.server";
import { throwRouteError } from "~/lib/guards.server";
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

/** SPEC §2 settings/account/{id}: one member's role and scopes, and Remove (ADR 056); another store's id is 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaffManager(request, context);
  const [member, t] = await Promise.all([getStaffMember(api, params.id ?? "").catch(throwRouteError), requestT(request, context, "staff")]);
  return { member, title: pageTitle(`${member.name || member.email} · ${t("title")}`) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStaffManager(request, context);
  return staffMemberAction(request, context, api, params.id ?? "", await request.formData());
}

export default function StaffMemberPage() {
  const { member } = useLoaderData<typeof loader>();
  const t = useT("staff");
  const screen = staffMemberScreen(t);
  const editor = useEditorForm<StaffMemberValues>(screen.formId, staffMemberValues(member), useActionData<typeof action>());
  // The owner and oneself are not changed here (the API refuses it too): their page only says what they hold.
  if (member.role === "owner" || member.isYou) return <LockedMember screen={screen} member={member} />;
  return (
    <EditorScreen
      screen={screen}
      record={member}
      editor={editor}
      badge={<Badge variant="light">{t(`roles.${member.role}`)}</Badge>}
      description={`${member.name ? `${member.email} · ` : ""}${t("editDescription")}`}
    >
      <StaffAccessFields editor={editor} />
    </EditorScreen>
  );
}
