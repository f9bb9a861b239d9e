import { Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * SPEC §2 sticky 'Unsaved changes' bar with the Create or Save button; the buttons sit outside the form and
 * point at it with `form={formId}`. With JavaScript the enhance script (app/enhance/unsaved-changes.ts) shows
 * it over the top while the form is dirty; Discard resets the form, or reloads `discardHref` when the form
 * already came back holding unsaved input. Without JavaScript a plain bar is always there instead.
 */
export function SaveBar({
  formId,
  submitLabel,
  discardHref,
  intent,
  text,
}: {
  formId: string;
  submitLabel: "Create" | "Save";
  /** The button's text instead of the label's (already in the page's language). */
  text?: string;
  discardHref: string;
  intent?: string;
}) {
  const t = useT();
  const label = text ?? (submitLabel === "Create" ? t("form.create") : t("form.save"));
  const submit = (
    <Button type="submit" form={formId} name={intent ? "intent" : undefined} value={intent}>
      {label}
    </Button>
  );
  return (
    <>
      <div className="br-savebar" role="region" aria-label={t("form.unsaved")} {...enhance.saveBar(formId)} hidden>
        <div className="br-savebar-inner">
          <Text fw={600} size="sm" className="br-savebar-title">
            {t("form.unsaved")}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Button component={Link} to={discardHref} variant="default" {...enhance.discard(formId)} {...enhance.leaveOk()}>
              {t("form.discard")}
            </Button>
            {submit}
          </Group>
        </div>
      </div>
      <noscript>
        <div className="br-savebar-static">
          <Text size="sm" c="dimmed">
            {t("form.keptOnlyWhen", { label })}
          </Text>
          {submit}
        </div>
      </noscript>
    </>
  );
}
