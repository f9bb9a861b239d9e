import { Button, Group, NativeSelect, Text, UnstyledButton } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { PAGE_SIZES } from "./page-sizes";
import { HiddenParams } from "./HiddenParams";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { useLocale, useT } from "~/lib/i18n";
import { FIRST_PAGE, pageItems, totalPages, withParams } from "./list-state";
import { enhance } from "~/enhance/attributes";

// Built once per language: a formatter per render showed in a list page's render time.
const FORMATS = { en: new Intl.NumberFormat("en-US"), vi: new Intl.NumberFormat("vi-VN") };

/** The API's keyset cursors of the page shown (ADR 047): Next and Previous then seek from its edge rows. */
export interface PagerCursors {
  next: string | null;
  prev: string | null;
}

/**
 * Pagination as plain links (`page`), and a page-size select (`limit`, SPEC §9 choices) inside a GET form.
 * Without JavaScript the select has an Apply button; with JavaScript (app/enhance/list-forms.ts) a change applies
 * at once and the button is hidden. With `cursors` (a list the API pages by keyset), Next and Previous carry the
 * cursor (`after`/`before`) so a deep page costs what page 1 does, and `page` is only the number shown; the numbered
 * links stay offset jumps (bookmarkable), and Previous to page 1 is page 1's plain URL.
 */
export function Pager({
  page,
  limit,
  total,
  noun = "items",
  pageSizes = true,
  cursors,
}: {
  page: number;
  limit: number;
  total: number;
  noun?: string;
  /** False where the page size is fixed (the product sales report's 20, SPEC §9). */
  pageSizes?: boolean;
  cursors?: PagerCursors;
}) {
  const location = useLocation();
  const t = useT();
  const fmt = FORMATS[useLocale()];
  const pages = totalPages(total, limit);
  const href = (p: number) => location.pathname + withParams(location.search, { ...FIRST_PAGE, page: p === 1 ? null : p });
  const seek = (p: number, cursor: { after: string } | { before: string }) =>
    location.pathname + withParams(location.search, { ...FIRST_PAGE, page: p, ...cursor });
  const previous = page <= 1 ? null : page === 2 || !cursors?.prev ? href(page - 1) : seek(page - 1, { before: cursors.prev });
  const next = cursors ? (cursors.next ? seek(page + 1, { after: cursors.next }) : null) : page < pages ? href(page + 1) : null;
  const first = total === 0 ? 0 : Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);

  return (
    <div className="br-pager">
      <Text size="sm" c="dimmed" className="br-pager-summary">
        {total === 0
          ? t("list.none", { noun })
          : first > total
            ? t("list.all", { total: fmt.format(total), noun })
            : t("list.range", { first: fmt.format(first), last: fmt.format(last), total: fmt.format(total), noun })}
      </Text>

      {pages > 1 && (
        <nav aria-label={t("list.pagination")} className="br-pages">
          <PageLink to={previous} label={t("list.previousPage")} rel="prev">
            <ChevronLeftIcon />
          </PageLink>
          {pageItems(page, pages).map((item, i) =>
            item === "gap" ? (
              <span key={`gap-${i}`} className="br-page-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                key={item}
                to={href(item)}
                className="br-page"
                aria-current={item === page ? "page" : undefined}
                aria-label={t("list.page", { page: item })}
              >
                {item}
              </Link>
            ),
          )}
          <PageLink to={next} label={t("list.nextPage")} rel="next">
            <ChevronRightIcon />
          </PageLink>
        </nav>
      )}

      {pageSizes && (
        <form method="get" action={location.pathname} className="br-page-size" {...enhance.autosubmit()}>
          <HiddenParams search={location.search} exclude={["limit", ...Object.keys(FIRST_PAGE)]} />
          <Group gap={6} wrap="nowrap">
            <NativeSelect
              name="limit"
              aria-label={t("list.itemsPerPage")}
              size="xs"
              defaultValue={String(limit)}
              data={PAGE_SIZES.map((n) => ({ value: String(n), label: t("list.perPage", { n }) }))}
            />
            <Button type="submit" size="xs" variant="default" {...enhance.nojsOnly()}>
              {t("list.apply")}
            </Button>
          </Group>
        </form>
      )}
    </div>
  );
}

function PageLink({ to, label, rel, children }: { to: string | null; label: string; rel: "next" | "prev"; children: React.ReactNode }) {
  if (!to)
    return (
      <UnstyledButton className="br-page" disabled aria-label={label} aria-disabled="true">
        {children}
      </UnstyledButton>
    );
  return (
    <Link to={to} className="br-page" aria-label={label} rel={rel}>
      {children}
    </Link>
  );
}
