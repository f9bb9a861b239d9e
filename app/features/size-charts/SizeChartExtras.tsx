import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { SizeChartDto } from "@domain/size-chart";
import { AppDialog } from "~/components/dialogs";
import { SIZE_CHART_FORM_ID } from "./size-chart-form";
import { SizeChartTable } from "./SizeChartTable";
import { sizeChartUrls } from "./urls";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export const PREVIEW_DIALOG_ID = "size-chart-preview";

/**
 * The form's default button (Enter in any field): it runs the searches and re-renders with the input kept, so Enter in
 * a search box never saves by surprise. Saving is always a deliberate press of Create / Save.
 */
export function SearchDefault() {
  const t = useT("sizeCharts");
  return (
    <button type="submit" form={SIZE_CHART_FORM_ID} name="intent" value="search" formNoValidate className="br-visually-hidden" tabIndex={-1} aria-hidden="true">
      {t("editor.searchDefault")}
    </button>
  );
}

export function PreviewButton({ chart }: { chart: SizeChartDto }) {
  const t = useT("sizeCharts");
  return (
    <Button component={Link} to={sizeChartUrls.preview(chart._id)} variant="default" {...enhance.dialogOpen(PREVIEW_DIALOG_ID)}>
      {t("preview")}
    </Button>
  );
}

/** The saved chart's preview, opened in place by the Preview button (its link is the no-JS preview page). */
export function PreviewDialog({ chart }: { chart: SizeChartDto }) {
  const t = useT();
  return (
    <AppDialog id={PREVIEW_DIALOG_ID} opened={false} title={chart.title} buttonLabel={t("dialog.close")}>
      <SizeChartTable chart={chart} />
    </AppDialog>
  );
}
