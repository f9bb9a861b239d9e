import { Button, Radio, Stack, Text, TextInput } from "@mantine/core";
import type { CategoryChoice } from "./loader.server";
import { FEED_FORM_ID } from "./feed-form";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * The form's default button, first in the page (Enter in any field presses it): the category search, which keeps the
 * input. Without it Enter in the search box pressed the save bar's Save.
 */
export function CategorySearchDefault({ action }: { action: string }) {
  const t = useT("feeds");
  return (
    <button
      type="submit"
      form={FEED_FORM_ID}
      formMethod="get"
      formAction={action}
      formNoValidate
      className="br-visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    >
      {t("category.searchDefault")}
    </button>
  );
}

/**
 * Google product category: the search button submits the whole editor form with GET (`?categorySearch=`), so the
 * page comes back with matching categories as radio options and the input typed so far, with or without JavaScript.
 * The chosen category stays first in the list whatever the search shows.
 */
export function CategoryPicker({ categories, chosenId, action, error }: { categories: CategoryChoice; chosenId: string; action: string; error?: string }) {
  const t = useT("feeds");
  const localize = useMessage();
  const locale = useLocale();
  const { search, found, total, chosen } = categories;
  const n = formatCount(total, locale);
  // After a refused save the loader knows only the saved category; a newly picked one keeps at least its id.
  const known = [chosen, ...found].find((c) => c !== null && String(c.id) === chosenId);
  const picked = known ?? (/^\d+$/.test(chosenId) ? { id: Number(chosenId), name: t("category.unnamed", { id: chosenId }) } : null);
  const options = picked ? [picked, ...found.filter((c) => c.id !== picked.id)] : found;
  const summary = !search
    ? t("category.hint")
    : total === 0
      ? t("category.noMatch", { search })
      : total > found.length
        ? t("category.foundMore", { count: total, n, search, shown: found.length })
        : t("category.found", { count: total, n, search });
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} id="category-title">
          {t("category.title")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("category.help")}
        </Text>
      </div>
      <div className="br-inline-search">
        <TextInput
          name="categorySearch"
          aria-label={t("category.search")}
          placeholder={t("category.searchPlaceholder")}
          defaultValue={search}
          className="br-grow"
          autoComplete="off"
          {...enhance.enterClick("category-search-button")}
        />
        <Button id="category-search-button" type="submit" formMethod="get" formAction={action} formNoValidate variant="default">
          {t("category.searchButton")}
        </Button>
      </div>
      <fieldset className="br-fieldset" aria-labelledby="category-title">
        <div className="br-category-list">
          <Radio name="googleCategoryId" value="" label={t("category.none")} defaultChecked={chosenId === ""} className="br-category" />
          {options.map((c) => (
            <Radio
              key={c.id}
              name="googleCategoryId"
              value={String(c.id)}
              label={c.name}
              description={t("category.id", { id: c.id })}
              defaultChecked={String(c.id) === chosenId}
              className="br-category"
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <Text size="sm" c="red" role="alert">
          {localize(error)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {summary}
      </Text>
    </Stack>
  );
}
