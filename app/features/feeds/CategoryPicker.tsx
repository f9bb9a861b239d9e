import { Button, Radio, Stack, Text, TextInput } from "@mantine/core";
import type { CategoryChoice } from "./loader.server";
import { FEED_FORM_ID } from "./feed-form";

/**
 * The form's default button, first in the page (Enter in any field presses it): the category search, which keeps the
 * input. Without it Enter in the search box pressed the save bar's Save.
 */
export function CategorySearchDefault({ action }: { action: string }) {
  return (
    <button type="submit" form={FEED_FORM_ID} formMethod="get" formAction={action} formNoValidate className="br-visually-hidden" tabIndex={-1} aria-hidden="true">
      Search categories
    </button>
  );
}
import { enhance } from "~/enhance/attributes";

/**
 * Google product category: the search button submits the whole editor form with GET (`?categorySearch=`), so the
 * page comes back with matching categories as radio options and the input typed so far, with or without JavaScript.
 * The chosen category stays first in the list whatever the search shows.
 */
export function CategoryPicker({ categories, chosenId, action, error }: { categories: CategoryChoice; chosenId: string; action: string; error?: string }) {
  const { search, found, total, chosen } = categories;
  // After a refused save the loader knows only the saved category; a newly picked one keeps at least its id.
  const known = [chosen, ...found].find((c) => c !== null && String(c.id) === chosenId);
  const picked = known ?? (/^\d+$/.test(chosenId) ? { id: Number(chosenId), name: `Category ${chosenId}` } : null);
  const options = picked ? [picked, ...found.filter((c) => c.id !== picked.id)] : found;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} id="category-title">
          Google product category
        </Text>
        <Text size="sm" c="dimmed">
          Sent as g:google_product_category for every product in the feed.
        </Text>
      </div>
      <div className="br-inline-search">
        <TextInput name="categorySearch" aria-label="Search Google categories" placeholder="Search categories, e.g. Apparel" defaultValue={search} className="br-grow" autoComplete="off" {...enhance.enterClick("category-search-button")} />
        <Button id="category-search-button" type="submit" formMethod="get" formAction={action} formNoValidate variant="default">
          Search
        </Button>
      </div>
      <fieldset className="br-fieldset" aria-labelledby="category-title">
        <div className="br-category-list">
          <Radio name="googleCategoryId" value="" label="No category" defaultChecked={chosenId === ""} className="br-category" />
          {options.map((c) => (
            <Radio key={c.id} name="googleCategoryId" value={String(c.id)} label={c.name} description={`ID ${c.id}`} defaultChecked={String(c.id) === chosenId} className="br-category" />
          ))}
        </div>
      </fieldset>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {search
          ? total === 0
            ? `No categories match “${search}”.`
            : `${total} ${total === 1 ? "category matches" : "categories match"} “${search}”${total > found.length ? `; showing ${found.length}, refine the search to narrow it` : ""}.`
          : "Search Google’s product taxonomy and pick the closest category."}
      </Text>
    </Stack>
  );
}
