import { Checkbox, Input, SimpleGrid } from "@mantine/core";
import { CHOOSABLE_SCOPES } from "@domain/staff";
import { useMessage, useT } from "~/lib/i18n";
import { tickedScopes } from "./staff-form";

/**
 * SPEC §6 scopes as real checkboxes named `scopes` (they post without JavaScript; the dirty guard sees them). Store and
 * report are always granted, so they are said in the help, not offered.
 */
export function ScopeCheckboxes({ value, error }: { value: unknown; error?: string }) {
  const t = useT("staff");
  const localize = useMessage();
  const ticked = new Set(tickedScopes(value));
  return (
    <Input.Wrapper label={t("form.scopes")} description={t("form.scopesHelp")} error={error ? localize(error) : undefined} id="staff-scopes">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt="xs" role="group" aria-labelledby="staff-scopes-label">
        {CHOOSABLE_SCOPES.map((scope) => (
          <Checkbox key={scope} name="scopes" value={scope} defaultChecked={ticked.has(scope)} label={t(`scopes.${scope}`)} />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
