import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Stack, Title } from "@mantine/core";
import { useActionData } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { ImportForm, ImportReport } from "~/features/redirects/ImportForm";
import { redirectsImportAction } from "~/features/redirects/import.server";
import { redirectUrls } from "~/features/redirects/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/features/csv/csv.css";
import "~/features/redirects/redirects.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStore(request, context, "navigations");
  const t = await requestT(request, context, "redirects");
  return { title: pageTitle(t("csv.importTitle")) };
}

/** The CSV import: the report answers on this page (its per-row errors are what the merchant reads next). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  return redirectsImportAction(api, request);
}

export default function ImportRedirectsPage() {
  const answer = useActionData<typeof action>();
  const t = useT("redirects");
  return (
    <Stack gap="lg">
      <BackLink to={redirectUrls.list}>{t("title")}</BackLink>
      <Title order={1} size="h2">
        {t("csv.importTitle")}
      </Title>
      {answer?.report && <ImportReport report={answer.report} />}
      <ImportForm error={answer?.error} />
    </Stack>
  );
}
