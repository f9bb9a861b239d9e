import { Badge, Box, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { DialogFrame } from "~/components/dialogs";
import { enhance } from "~/enhance/attributes";
import { useT } from "~/lib/i18n";
import type { CountryDialogState } from "./shipping.server";
import { COUNTRY_DIALOG } from "./shipping-form";

export const COUNTRY_DIALOG_ID = "select-countries";
const FORM_ID = "select-countries-form";

/**
 * SPEC §2's country selector: 'Select countries', a search box, add one or add all of the results, the selected list
 * with remove, and 'Continue with selected countries'. A URL state: its GET form carries the unsaved zone (`draft`, the
 * query of shipping-form.ts `draftQuery`) and each button is a step the loader applies, so it works without
 * JavaScript and keeps what was typed in the zone's form. Leaving through it is not leaving the page (`leaveOk`).
 */
export function CountrySelectorDialog({
  state,
  action,
  draft,
  closeHref,
}: {
  state: CountryDialogState;
  action: string;
  draft: URLSearchParams;
  closeHref: string;
}) {
  const t = useT("settings");
  const chosen = new Set(state.selected.map((c) => c.code));
  const addable = state.results.filter((c) => !chosen.has(c.code));
  return (
    <DialogFrame
      id={COUNTRY_DIALOG_ID}
      opened
      closeHref={closeHref}
      title={t("shipping.dialog.title")}
      width={560}
      footer={
        <Button type="submit" form={FORM_ID} name="continue" value="1">
          {t("shipping.dialog.continue")}
        </Button>
      }
    >
      <Form method="get" action={action} id={FORM_ID} {...enhance.leaveOk()}>
        {[...draft.entries()].map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="dialog" value={COUNTRY_DIALOG} />
        <Stack gap="sm">
          {/* The first submit button is Enter's: searching, not adding. */}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              name="search"
              type="search"
              label={t("shipping.dialog.search")}
              defaultValue={state.search}
              style={{ flex: 1 }}
              autoComplete="off"
              {...enhance.autofocus()}
            />
            <Button type="submit" variant="default">
              {t("shipping.dialog.searchButton")}
            </Button>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {state.total === 0 && state.search ? t("shipping.dialog.noResults", { search: state.search }) : t("shipping.dialog.results", { n: state.total })}
            </Text>
            {addable.length > 0 && (
              <Button type="submit" name="addAll" value="1" variant="light" size="xs">
                {t("shipping.dialog.addAll", { n: state.total })}
              </Button>
            )}
          </Group>
          <Box mah={260} style={{ overflowY: "auto" }}>
            <ul className="br-country-list" aria-label={t("shipping.dialog.results", { n: state.total })}>
              {state.results.map((c) => (
                <li key={c.code}>
                  <span>
                    {c.name}{" "}
                    <Text span size="xs" c="dimmed">
                      {c.code}
                    </Text>
                  </span>
                  {chosen.has(c.code) ? (
                    <Badge variant="light" color="gray">
                      {t("shipping.dialog.added")}
                    </Badge>
                  ) : (
                    <Button type="submit" name="add" value={c.code} size="compact-sm" variant="subtle" aria-label={`${t("shipping.dialog.add")} ${c.name}`}>
                      {t("shipping.dialog.add")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </Box>
          {state.pages > 1 && (
            <Group justify="space-between">
              <Button type="submit" name="page" value={String(state.page - 1)} variant="default" size="xs" disabled={state.page <= 1}>
                {t("shipping.dialog.previous")}
              </Button>
              <Text size="sm">{t("shipping.dialog.page", { page: state.page, pages: state.pages })}</Text>
              <Button type="submit" name="page" value={String(state.page + 1)} variant="default" size="xs" disabled={state.page >= state.pages}>
                {t("shipping.dialog.next")}
              </Button>
            </Group>
          )}
          <Text fw={600} size="sm" mt="xs">
            {t("shipping.dialog.selected", { n: state.selected.length })}
          </Text>
          {state.selected.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("shipping.dialog.noneSelected")}
            </Text>
          ) : (
            <ul className="br-country-list" aria-label={t("shipping.dialog.selected", { n: state.selected.length })}>
              {state.selected.map((c) => (
                <li key={c.code}>
                  <span>{c.name}</span>
                  <Button
                    type="submit"
                    name="remove"
                    value={c.code}
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`${t("shipping.dialog.remove")} ${c.name}`}
                  >
                    {t("shipping.dialog.remove")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Form>
    </DialogFrame>
  );
}
