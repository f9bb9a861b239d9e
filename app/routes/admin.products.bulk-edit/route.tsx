import { currencyOf } from "@domain/money";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BULK_EDIT_PAGE_SIZE } from "@domain/bulk-edit";
import { listSelection } from "~/api-client/bulk-edit.server";
import { UnsavedChangesDialog } from "~/components/dialogs";
import { WarningIcon } from "~/components/list";
import { applyIntent, saveSheetIntent, type ApplyActionData } from "~/features/bulk-edit/actions.server";
import { BulkEditSheet } from "~/features/bulk-edit/BulkEditSheet";
import { ApplyToAll, ColumnChooser } from "~/features/bulk-edit/BulkEditPanels";
import { bulkEditUrl, describeSelection, parseBulkEditState, toSelection } from "~/features/bulk-edit/selection";
import { rowOf, SHEET_FORM_ID, type SheetActionData } from "~/features/bulk-edit/sheet";
import { requireStore } from "~/lib/guards.server";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { BackLink } from "~/components/BackLink";
import { productUrls } from "~/features/products/urls";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/bulk-edit/bulk-edit.css";

const UNSAVED_DIALOG_ID = "unsaved-sheet";
export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const state = parseBulkEditState(request.url);
  const [page, t] = await Promise.all([listSelection(api, toSelection(state), state.page, BULK_EDIT_PAGE_SIZE), requestT(request, context, "bulk")]);
  return { title: pageTitle(t("edit.title")), state, rows: page.products.map(rowOf), total: page.total };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const url = new URL(request.url);
  const state = parseBulkEditState(url);
  const form = await request.formData();
  const returnTo = url.pathname + url.search;
  switch (form.get("intent")) {
    case "save":
      return saveSheetIntent(request, context, api, form, state, returnTo, currencyOf(user.language));
    case "apply-review":
      return applyIntent(request, context, api, form, state, returnTo, false);
    case "apply":
      return applyIntent(request, context, api, form, state, returnTo, true);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function BulkEditPage() {
  const { state, rows: loaded, total } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SheetActionData | ApplyActionData | undefined;
  const location = useLocation();
  const sheet = actionData?.intent === "save" ? actionData : undefined;
  const apply = actionData && actionData.intent !== "save" ? actionData : undefined;
  // After a refused save: the posted rows as the user left them (with JavaScript only changed rows are posted), the rest fresh.
  const posted = new Map((sheet?.rows ?? []).map((r) => [r.id, r]));
  const postedVariants = new Map((sheet?.variants ?? []).map((v) => [v.id, v]));
  const rows = loaded.map((r) => ({
    ...r,
    ...posted.get(r.id),
    variants: r.variants.map((v) => {
      const p = postedVariants.get(v.id);
      return p ? { ...p, title: v.title } : v;
    }),
  }));
  const here = location.pathname + location.search;
  const pages = Math.max(1, Math.ceil(total / BULK_EDIT_PAGE_SIZE));
  const backToList = state.ids.length ? productUrls.list : `${productUrls.list}${listQuery(state)}`;
  const conflicts = Object.keys(sheet?.conflicts ?? {}).length + Object.keys(sheet?.variantConflicts ?? {}).length;
  const t = useT("bulk");
  const tc = useT();
  const count = useCount();
  const localize = useMessage();
  const noun = t(state.ids.length ? "apply.selected" : "apply.matching", { count: total });

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <BackLink to={backToList}>{t("edit.back")}</BackLink>
        <Group justify="space-between" align="center" mt={4}>
          <Title order={1} size="h2">
            {t("edit.title")}
          </Title>
          <Button type="submit" form={SHEET_FORM_ID} disabled={rows.length === 0} {...enhance.lock(1000)}>
            {t("edit.save")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {describeSelection(toSelection(state), t, count)} · {t("edit.products", { count: total, n: count(total) })}
          {total > 0 && (
            <>
              {" · "}
              <a href="#apply-heading">{t("edit.applyLink")}</a>
            </>
          )}
        </Text>
      </div>

      {conflicts > 0 && (
        <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title={t("edit.conflictTitle")} role="alert">
          {t("edit.conflict", { count: conflicts, n: count(conflicts) })}
        </Alert>
      )}
      {sheet && (sheet.formErrors.length > 0 || Object.keys(sheet.errors).length > 0) && (
        <Alert color="red" variant="light" title={t("edit.notSavedTitle")} role="alert">
          {sheet.formErrors.length ? sheet.formErrors.map(localize).join(" ") : t("edit.fixCells")}
        </Alert>
      )}

      <Card withBorder padding={0} radius="md" className="br-list-card">
        <ColumnChooser cols={state.cols} search={location.search} />
        {rows.length ? (
          <BulkEditSheet
            rows={rows}
            cols={state.cols}
            errors={sheet?.errors ?? {}}
            conflicts={sheet?.conflicts ?? {}}
            variantConflicts={sheet?.variantConflicts ?? {}}
            action={here}
            guardDialogId={UNSAVED_DIALOG_ID}
            unsaved={Boolean(sheet)}
          />
        ) : (
          <Text p="xl" ta="center" c="dimmed">
            {t("edit.noMatch")}
          </Text>
        )}
        <div className="br-sheet-bar">
          <nav aria-label={tc("list.pagination")} className="br-pages-simple">
            {state.page > 1 ? <Link to={bulkEditUrl({ ...state, page: state.page - 1 })}>{tc("list.previousPage")}</Link> : null}
            <span>{t("edit.pageOf", { page: count(Math.min(state.page, pages)), pages: count(pages) })}</span>
            {state.page < pages ? <Link to={bulkEditUrl({ ...state, page: state.page + 1 })}>{tc("list.nextPage")}</Link> : null}
          </nav>
          <Button type="submit" form={SHEET_FORM_ID} disabled={rows.length === 0} {...enhance.lock(1000)}>
            {t("edit.save")}
          </Button>
        </div>
      </Card>

      <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />
      {total > 0 && (
        <Card withBorder radius="md">
          <ApplyToAll total={total} noun={noun} action={here} actionData={apply} />
        </Card>
      )}
    </Stack>
  );
}

/** Back to the list with the same tab and filters. */
function listQuery(state: ReturnType<typeof parseBulkEditState>): string {
  const url = bulkEditUrl({ tab: state.tab, filters: state.filters });
  const i = url.indexOf("?");
  return i >= 0 ? url.slice(i) : "";
}
