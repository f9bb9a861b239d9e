import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listBulkUpdates, undoBulkUpdate } from "~/api-client/bulk-updates.server";
import { isApiError } from "~/api-client/errors";
import { EmptyState } from "~/components/EmptyState";
import { PlusIcon } from "~/components/list";
import { BulkUpdatesTable, isActive } from "~/features/bulk-updates/BulkUpdatesTable";
import { requireOperator } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { bulkUpdateUrls } from "~/features/bulk-updates/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/bulk-edit/bulk-edit.css";
import "~/features/bulk-updates/bulk-updates.css";

export const meta: MetaFunction = () => [{ title: "Bulk updates · Backroom" }];

const LIST = bulkUpdateUrls.list;

// SPEC §2: a restricted screen (operators only, in loader and action; the API checks too).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return { jobs: await listBulkUpdates(api) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "undo") throw new Response("Unknown intent", { status: 400 });
  try {
    await undoBulkUpdate(api, String(form.get("id") ?? ""));
    return redirectWithToast(context, LIST, { kind: "success", message: "Undo started" });
  } catch (error) {
    if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) throw error;
    return redirectWithToast(context, LIST, { kind: "error", message: error.messages.join(" ") });
  }
}

export default function BulkUpdatesPage() {
  const { jobs } = useLoaderData<typeof loader>();
  const active = jobs.some(isActive);
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Bulk updates
        </Title>
        <Button component={Link} to={bulkUpdateUrls.create} leftSection={<PlusIcon />}>
          Create bulk update
        </Button>
      </Group>
      <Card withBorder padding={0} radius="md" className="br-list-card" data-bulk-poll={active ? "active" : "idle"}>
        {/* Without JavaScript the page refreshes itself while a job runs; with it, app/enhance/bulk-progress.ts polls. */}
        {active && <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="3">' }} />}
        <div className="br-bu-toolbar">
          <Text size="sm" c="dimmed">
            {active ? "Running jobs update here as they go." : `${jobs.length} recent ${jobs.length === 1 ? "job" : "jobs"}`}
          </Text>
          <a href={LIST}>Refresh</a>
        </div>
        {jobs.length ? (
          <BulkUpdatesTable jobs={jobs} />
        ) : (
          <EmptyState title="No bulk updates yet" body="Create one to change many products at once, with a preview first and undo after." />
        )}
      </Card>
    </Stack>
  );
}
