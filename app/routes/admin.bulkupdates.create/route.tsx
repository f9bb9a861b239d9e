import { Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import type { BulkPreviewDto } from "@domain/bulk-update";
import { createBulkUpdate, previewBulkUpdate } from "~/api-client/bulk-updates.server";
import { isApiError } from "~/api-client/errors";
import { BulkUpdateForm } from "~/features/bulk-updates/BulkUpdateForm";
import { EMPTY_VALUES, parseBulkUpdateForm, readValues, type FormField, type FormValues } from "~/features/bulk-updates/form";
import { requireOperator } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { BackLink } from "~/components/BackLink";
import { bulkUpdateUrls } from "~/features/bulk-updates/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/bulk-updates/bulk-updates.css";

export const meta: MetaFunction = () => [{ title: "Create bulk update · Backroom" }];

interface ActionData {
  values: FormValues;
  errors: Partial<Record<FormField, string[]>>;
  formErrors: string[];
  preview?: BulkPreviewDto;
}

// SPEC §2: a restricted screen (operators only, in loader and action).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const form = await request.formData();
  const values = readValues(form);
  const parsed = parseBulkUpdateForm(values);
  if (!parsed.ok) return data<ActionData>({ values, errors: parsed.errors, formErrors: parsed.formErrors }, { status: 400 });
  try {
    if (form.get("intent") === "preview") return data<ActionData>({ values, errors: {}, formErrors: [], preview: await previewBulkUpdate(api, parsed.input) });
    await createBulkUpdate(api, parsed.input);
    return redirectWithToast(context, bulkUpdateUrls.list, { kind: "success", message: "Bulk update started" });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return data<ActionData>({ values, errors: {}, formErrors: error.messages }, { status: 400 });
  }
}

export default function CreateBulkUpdatePage() {
  const actionData = useActionData<typeof action>();
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <BackLink to={bulkUpdateUrls.list}>Bulk updates</BackLink>
        <Title order={1} size="h2" mt={4}>
          Create bulk update
        </Title>
        <Text size="sm" c="dimmed">
          Choose products and changes, preview them, then run. It runs in the background and can be undone.
        </Text>
      </div>
      <BulkUpdateForm values={actionData?.values ?? EMPTY_VALUES} errors={actionData?.errors ?? {}} formErrors={actionData?.formErrors ?? []} preview={actionData?.preview} />
    </Stack>
  );
}
