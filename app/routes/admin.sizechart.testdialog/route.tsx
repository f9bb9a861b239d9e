import { Button, Card, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getSizeChart, listSizeCharts } from "~/api-client/size-charts.server";
import { AppDialog } from "~/components/dialogs";
import { SizeChartTable } from "~/features/size-charts/SizeChartTable";
import { requireOperator, throwRouteError } from "~/lib/guards.server";
import { BackLink } from "~/components/BackLink";
import { sizeChartUrls } from "~/features/size-charts/urls";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/size-charts/size-charts.css";

export const meta = titleMeta;

const DIALOG_ID = "size-chart-dialog";
const CHOICES = 200;

/**
 * SPEC §2 sizechart/testdialog (restricted): the chart `?id=` in the dialog a storefront shows. Without JavaScript
 * the chart is on the page (and `?dialog=open` renders the dialog open); with it, the dialog opens by itself.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? "";
  const [chart, choices] = await Promise.all([id ? getSizeChart(api, id).catch(throwRouteError) : null, listSizeCharts(api, { limit: CHOICES })]);
  const t = await requestT(request, context, "sizeCharts");
  const title = pageTitle(chart ? t("testDialog.pageTitle", { title: chart.title }) : t("testDialog.title"));
  return { chart, open: params.get("dialog") === "open", choices: choices.sizeCharts.map((c) => ({ value: c._id, label: c.title })), title };
}

export default function SizeChartTestDialogPage() {
  const { chart, open, choices } = useLoaderData<typeof loader>();
  const t = useT("sizeCharts");
  const common = useT();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <BackLink to={chart ? sizeChartUrls.update(chart._id) : sizeChartUrls.list}>{chart ? chart.title : t("title")}</BackLink>
        <Title order={1} size="h2" mt={4}>
          {t("testDialog.title")}
        </Title>
      </div>
      <Card withBorder padding="lg" radius="md">
        <form method="get" className="br-inline-search br-preview-choose">
          <NativeSelect
            name="id"
            aria-label={t("testDialog.chart")}
            defaultValue={chart?._id ?? ""}
            data={[{ value: "", label: choices.length ? t("testDialog.choose") : t("testDialog.noCharts") }, ...choices]}
            className="br-grow"
          />
          <Button type="submit" variant="default">
            {t("testDialog.show")}
          </Button>
        </form>
      </Card>
      {chart && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="preview-title">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Text fw={600} id="preview-title" className="br-ellipsis">
              {chart.title}
            </Text>
            <Button component={Link} to={`${sizeChartUrls.preview(chart._id)}&dialog=open`} variant="default" size="sm" {...enhance.dialogOpen(DIALOG_ID)}>
              {t("testDialog.openAsDialog")}
            </Button>
          </Group>
          <SizeChartTable chart={chart} />
        </Card>
      )}
      {chart && (
        <div {...enhance.dialogAutoOpen(DIALOG_ID)}>
          <AppDialog id={DIALOG_ID} opened={open} closeHref={sizeChartUrls.preview(chart._id)} title={chart.title} buttonLabel={common("dialog.close")}>
            <SizeChartTable chart={chart} />
          </AppDialog>
        </div>
      )}
    </Stack>
  );
}
