import { Card, Stack } from "@mantine/core";
import { InviteSchema } from "@domain/account";
import type { EditorForm } from "~/components/editor";
import { formRules, SelectField, TextField } from "~/components/form";
import { useT } from "~/lib/i18n";
import { ScopeCheckboxes } from "./ScopeCheckboxes";
import type { InviteStaffValues, StaffMemberValues } from "./staff-form";

const RULES = formRules<keyof InviteStaffValues>(InviteSchema);

/**
 * A person's access: role (admin or staff; nobody is made owner) and the scopes staff act by. The invitation form adds
 * the e-mail to send it to. Native controls: the page works without JavaScript.
 */
export function StaffAccessFields({
  editor,
  withEmail = false,
}: {
  editor: EditorForm<StaffMemberValues> | EditorForm<InviteStaffValues>;
  withEmail?: boolean;
}) {
  const t = useT("staff");
  const fields = editor.fields as EditorForm<InviteStaffValues>["fields"];
  // An unknown scope is reported on its item ("scopes[1]"): the group shows it.
  const scopesError = editor.error("scopes") ?? Object.entries(editor.form.allErrors).find(([name]) => name.startsWith("scopes["))?.[1]?.[0];
  return (
    <Card withBorder padding="lg" radius="md" component="section">
      <Stack gap="md">
        {withEmail && (
          <TextField field={fields.email} rule={RULES.email} type="email" label={t("form.email")} description={t("form.emailHelp")} autoComplete="off" />
        )}
        <SelectField
          field={fields.role}
          label={t("form.role")}
          description={t("form.roleHelp")}
          data={[
            { value: "staff", label: t("roles.staff") },
            { value: "admin", label: t("roles.admin") },
          ]}
        />
        <ScopeCheckboxes value={editor.values.scopes ?? []} error={scopesError} />
      </Stack>
    </Card>
  );
}
