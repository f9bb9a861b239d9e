import { Button, Checkbox, Stack, Text, TextInput } from "@mantine/core";
import type { SizeChartTarget } from "@domain/size-chart";
import { SearchIcon } from "~/components/list/icons";
import { useT } from "~/lib/i18n";
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
  const fresh = (found ?? []).filter((target) => !attachedIds.has(target._id));
  const t = useT("sizeCharts");
  const words = (key: "title" | "help" | "none" | "attached" | "search" | "searchPlaceholder" | "matching" | "tick") => t(`targets.${kind}.${key}`);
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} id={`${kind}-title`}>
          {words("title")}
        </Text>
        <Text size="sm" c="dimmed">
          {words("help")}
        </Text>
      </div>
      <fieldset className="br-fieldset" aria-labelledby={`${kind}-title`}>
        {attached.length === 0 ? (
          <Text size="sm" c="dimmed">
            {words("none")}
          </Text>
        ) : (
          <Stack gap={0} className="br-pick-list" role="group" aria-label={words("attached")}>
            {attached.map((target) => (
              <Target key={target._id} name={name} target={target} checked />
            ))}
          </Stack>
        )}
      </fieldset>
      <div className="br-inline-search">
        <TextInput
          type="search"
          name={searchName}
          aria-label={words("search")}
          placeholder={words("searchPlaceholder")}
          defaultValue={query}
          leftSection={<SearchIcon />}
          autoComplete="off"
          className="br-grow"
          {...enhance.enterClick(buttonId)}
        />
        <Button id={buttonId} type="submit" name="intent" value="search" formNoValidate variant="default">
          {t("targets.search")}
        </Button>
      </div>
      {found && fresh.length === 0 && (
        <Text size="sm" c="dimmed">
          {found.length === 0 ? t(`targets.${kind}.noMatch`, { query }) : t(`targets.${kind}.allAttached`, { query })}
        </Text>
      )}
      {fresh.length > 0 && (
        <>
          <Stack gap={0} className="br-pick-list" role="group" aria-label={words("matching")}>
            {fresh.map((target) => (
              <Target key={target._id} name={name} target={target} checked={false} />
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            {words("tick")}
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
