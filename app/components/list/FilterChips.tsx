import { Anchor, Group } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { CloseIcon } from "./icons";
import { FIRST_PAGE, serializeFilters, withParams, type FilterValues } from "./list-state";
import { useT } from "~/lib/i18n";

export interface FilterChip {
  key: string;
  label: string;
}

/** Applied filters as removable chips; each is a link to the same list without that filter. */
export function FilterChips({ filters, chips }: { filters: FilterValues; chips: readonly FilterChip[] }) {
  const location = useLocation();
  const t = useT();
  if (chips.length === 0) return null;
  const without = (key: string | null) => {
    const rest = key === null ? {} : Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key));
    return location.pathname + withParams(location.search, { _query: serializeFilters(rest), ...FIRST_PAGE, filters: null });
  };
  return (
    <Group gap={6} className="br-chips" aria-label={t("list.appliedFilters")} role="group">
      {chips.map((chip) => (
        <Link key={chip.key} to={without(chip.key)} className="br-chip" aria-label={t("list.removeFilter", { label: chip.label })}>
          <span>{chip.label}</span>
          <CloseIcon size={12} />
        </Link>
      ))}
      {chips.length > 1 && (
        <Anchor component={Link} to={without(null)} size="sm">
          {t("list.clearAll")}
        </Anchor>
      )}
    </Group>
  );
}
