import { Button, Checkbox, Stack, Text, TextInput } from "@mantine/core";
import type { SizeChartTarget } from "@domain/size-chart";
import { SearchIcon } from "~/components/list/icons";
import { enhance } from "~/enhance/attributes";

/**
 * Products or collections the chart is attached to: checked boxes (untick to detach), a search box whose button
 * re-renders the form with the input kept (`intent=search`), and the matches as unticked boxes of the same name:
 * tick and save to attach. Each box carries its title in `targetTitle` so a re-render can name it.
 */
export function TargetPicker({
  kind,
  attached,
  query,
  found,
  error,
}: {
  kind: "products" | "collections";
  attached: SizeChartTarget[];
  query: string;
  found: SizeChartTarget[] | null;
  error?: string;
}) {
  const name = kind === "products" ? "productIds" : "collectionIds";
  const searchName = kind === "products" ? "productSearch" : "collectionSearch";
  const buttonId = `${kind}-search-button`;
  const attachedIds = new Set(attached.map((t) => t._id));
  const fresh = (found ?? []).filter((t) => !attachedIds.has(t._id));
  const noun = kind === "products" ? "product" : "collection";
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} id={`${kind}-title`}>
          {kind === "products" ? "Products" : "Collections"}
        </Text>
        <Text size="sm" c="dimmed">
          {kind === "products" ? "The chart shows on these products." : "The chart shows on every product of these collections, unless a product has a chart of its own."}
        </Text>
      </div>
      <fieldset className="br-fieldset" aria-labelledby={`${kind}-title`}>
        {attached.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {kind} attached yet.
          </Text>
        ) : (
          <Stack gap={0} className="br-pick-list" role="group" aria-label={`Attached ${kind}`}>
            {attached.map((t) => (
              <Target key={t._id} name={name} target={t} checked />
            ))}
          </Stack>
        )}
      </fieldset>
      <div className="br-inline-search">
        <TextInput
          type="search"
          name={searchName}
          aria-label={`Search ${kind} to attach`}
          placeholder={kind === "products" ? "Title, vendor, tag…" : "Collection title…"}
          defaultValue={query}
          leftSection={<SearchIcon />}
          autoComplete="off"
          className="br-grow"
          {...enhance.enterClick(buttonId)}
        />
        <Button id={buttonId} type="submit" name="intent" value="search" formNoValidate variant="default">
          Search
        </Button>
      </div>
      {found && fresh.length === 0 && (
        <Text size="sm" c="dimmed">
          {found.length === 0 ? `No ${kind} match “${query}”.` : `Every ${noun} that matches “${query}” is attached already.`}
        </Text>
      )}
      {fresh.length > 0 && (
        <>
          <Stack gap={0} className="br-pick-list" role="group" aria-label={`Matching ${kind}`}>
            {fresh.map((t) => (
              <Target key={t._id} name={name} target={t} checked={false} />
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            Tick the {kind} to attach, then save.
          </Text>
        </>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function Target({ name, target, checked }: { name: string; target: SizeChartTarget; checked: boolean }) {
  return (
    <div className="br-pick">
      <input type="hidden" name="targetTitle" value={`${target._id} ${target.title}`} />
      <Checkbox name={name} value={target._id} defaultChecked={checked} label={target.title} />
    </div>
  );
}
