import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { WarningIcon } from "~/components/list/icons";
import { StoreDate } from "~/components/StoreDate";
import type { EditorConflict } from "./types";
import { Trans, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * The one view of an edit conflict (ARCHITECTURE rule 9, ADR 007): someone saved the record after the page was
 * opened. The form below still holds the user's input (with a merge, fields only the other person changed carry
 * their value). "Keep my changes" submits it against the version saved now (`latestVersion`, intent `overwrite`);
 * "Load latest version" drops it (a deliberate discard: no unsaved-changes question). Plain HTML, no JavaScript needed.
 * The comparison is a plain table (editor.css): Mantine's Table put its and ScrollArea's styles on every editor.
 */
export function ConflictView({
  noun,
  title,
  conflict,
  formId,
  latestHref,
}: {
  noun: string;
  title?: string;
  conflict: EditorConflict;
  formId: string;
  latestHref: string;
}) {
  const { clashes, taken, merged } = conflict;
  const t = useT();
  const localize = useMessage();
  return (
    <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title={title ?? `Someone else saved this ${noun}`} role="alert">
      <Text size="sm">{localize(conflict.message)}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        <Trans t={t} i18nKey="form.savedNow" values={{ version: conflict.version }} components={{ date: <StoreDate value={conflict.updatedAt} time /> }} />
      </Text>
      {clashes.length > 0 && (
        <table className="br-conflict-table">
          <thead>
            <tr>
              <th className="br-conflict-field">{t("form.changedByBoth")}</th>
              <th>{t("form.savedNowColumn")}</th>
              <th>{t("form.yoursColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {clashes.map((clash) => (
              <tr key={clash.label}>
                <td className="br-conflict-field">{clash.label}</td>
                <td className="br-break">{clash.saved}</td>
                <td className="br-break">{clash.yours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {taken.length > 0 && (
        <Text size="sm" mt="sm">
          {t("form.theirsTaken", { fields: taken.join(", ") })}
        </Text>
      )}
      {merged && clashes.length === 0 && taken.length === 0 && (
        <Text size="sm" mt="sm">
          {t("form.noClash")}
        </Text>
      )}
      <input type="hidden" name="latestVersion" value={conflict.version} form={formId} />
      <Group mt="md" gap="sm">
        <Button type="submit" form={formId} name="intent" value="overwrite" color="orange">
          {t("form.keepMine")}
        </Button>
        <Button component={Link} to={latestHref} variant="default" {...enhance.leaveOk()}>
          {t("form.loadLatest")}
        </Button>
      </Group>
    </Alert>
  );
}
