import { Card, Stack } from "@mantine/core";
import { TextField } from "~/components/form";
import type { EditorForm } from "~/components/editor";
import { useT } from "~/lib/i18n";
import type { RedirectValues } from "./redirect-form";

/** The redirect's two fields (ADR 031: the area's fields component, inside the kit's EditorScreen). */
export function RedirectFields({ editor }: { editor: EditorForm<RedirectValues> }) {
  const { fields } = editor;
  const t = useT("redirects");
  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <Stack gap="md">
        <TextField field={fields.path} label={t("editor.path")} description={t("editor.pathHelp")} placeholder="/old-shirts" autoComplete="off" required />
        <TextField
          field={fields.target}
          label={t("editor.target")}
          description={t("editor.targetHelp")}
          placeholder="/collections/shirts"
          autoComplete="off"
          required
        />
      </Stack>
    </Card>
  );
}
