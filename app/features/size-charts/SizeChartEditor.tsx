import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { SIZE_CHART_UNIT_MAX, type SizeChartDto } from "@domain/size-chart";
import { messages, TEXT_MAX } from "@domain/validation";
import { AppDialog, ConfirmDeleteDialog, UnsavedChangesDialog } from "~/components/dialogs";
import { ConflictAlert, EditorFooter, SaveBar } from "~/components/form";
import { urlToggle } from "~/components/list/url-toggle";
import type { SizeChartActionData } from "./editor.server";
import { SIZE_CHART_FORM_ID, type SizeChartValues } from "./size-chart-form";
import { SizeChartTable } from "./SizeChartTable";
import { TableEditor } from "./TableEditor";
import { TargetPicker } from "./TargetPicker";
import { BackLink } from "~/components/BackLink";
import { sizeChartUrls } from "./urls";

const DELETE_DIALOG_ID = "delete-size-chart";
const UNSAVED_DIALOG_ID = "unsaved-changes";
export const PREVIEW_DIALOG_ID = "size-chart-preview";

/** The size chart editor for /admin/sizechart/add and /update/$id, rendered on the server. */
export function SizeChartEditor({ chart, values, actionData }: { chart: SizeChartDto | null; values: SizeChartValues; actionData: SizeChartActionData | undefined }) {
  const isNew = chart === null;
  const confirm = urlToggle(useLocation(), "confirm", "delete");
  const editorUrl = isNew ? sizeChartUrls.create : sizeChartUrls.update(chart._id);
  const ownErrors = actionData && actionData.intent !== "delete";
  const errors = (ownErrors && actionData.errors) || {};
  const formErrors = (ownErrors && actionData.formErrors) || [];
  const deleteErrors = (!ownErrors && actionData?.formErrors) || [];
  const search = actionData?.search;
  const submitLabel = isNew ? "Create" : "Save";
  const error = (name: string) => errors[name]?.[0];

  return (
    <Stack gap="lg" className="br-editor">
      {/* The form's default button (Enter in any field): it runs the searches and re-renders with the input kept,
          so Enter in a search box never saves by surprise. Saving is always a deliberate press of Create / Save. */}
      <button type="submit" form={SIZE_CHART_FORM_ID} name="intent" value="search" formNoValidate className="br-visually-hidden" tabIndex={-1} aria-hidden="true">
        Search
      </button>
      <SaveBar formId={SIZE_CHART_FORM_ID} submitLabel={submitLabel} intent="save" discardHref={editorUrl} />
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <div className="br-grow">
          <BackLink to={sizeChartUrls.list}>Size charts</BackLink>
          <Title order={1} size="h2" className="br-break" mt={4}>
            {isNew ? "Create size chart" : chart.title}
          </Title>
        </div>
        {!isNew && (
          <Button component={Link} to={sizeChartUrls.preview(chart._id)} variant="default" data-dialog-open={PREVIEW_DIALOG_ID}>
            Preview
          </Button>
        )}
      </Group>

      {deleteErrors.length > 0 && (
        <Alert color="red" variant="light" title="The size chart was not deleted" role="alert">
          {deleteErrors.join(" ")}
        </Alert>
      )}

      <Form method="post" action={editorUrl} id={SIZE_CHART_FORM_ID} className="br-editor-form" data-dirty-guard={UNSAVED_DIALOG_ID} data-unsaved={ownErrors ? "" : undefined}>
        {values.version && <input type="hidden" name="version" value={values.version} />}
        <Stack gap="lg">
          {actionData?.conflictVersion !== undefined && chart && (
            <ConflictAlert title="Someone else saved this size chart" version={actionData.conflictVersion} message={formErrors.join(" ")} latestHref={sizeChartUrls.update(chart._id)} />
          )}
          {actionData?.conflictVersion === undefined && formErrors.length > 0 && (
            <Alert color="red" variant="light" title={actionData?.intent === "save" ? "The size chart was not saved" : "That did not work"} role="alert">
              {formErrors.join(" ")}
            </Alert>
          )}
          <div className="br-editor-grid">
            <Stack gap="lg" className="br-editor-main">
              <Card withBorder padding="lg" radius="md">
                <Stack gap="md">
                  <TextInput name="title" label="Title" defaultValue={values.title} error={error("title")} placeholder="Tops and tees" autoComplete="off" required withAsterisk={false} data-required-message={messages.required("Title")} maxLength={TEXT_MAX} />
                  <Textarea name="description" label="Description" description="Shown above the table, e.g. how to measure." defaultValue={values.description} error={error("description")} rows={2} autosize minRows={2} maxRows={6} />
                  <TextInput name="unit" label="Unit" description="cm, in, EU sizes…" defaultValue={values.unit} error={error("unit")} maxLength={SIZE_CHART_UNIT_MAX} w={200} autoComplete="off" />
                </Stack>
              </Card>
              <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="table-title">
                <Text fw={600} id="table-title">
                  Table
                </Text>
                <Text size="sm" c="dimmed" mb="sm">
                  The first row holds the headings; the first column usually the size.
                </Text>
                <TableEditor columns={values.columns} rows={values.rows} error={error} />
              </Card>
            </Stack>
            <Stack gap="lg" className="br-editor-side">
              <Card withBorder padding="lg" radius="md">
                <TargetPicker kind="products" attached={values.products} query={search?.productQuery ?? ""} found={search?.products ?? null} error={error("productIds")} />
              </Card>
              <Card withBorder padding="lg" radius="md">
                <TargetPicker kind="collections" attached={values.collections} query={search?.collectionQuery ?? ""} found={search?.collections ?? null} error={error("collectionIds")} />
              </Card>
            </Stack>
          </div>
        </Stack>
      </Form>

      <EditorFooter formId={SIZE_CHART_FORM_ID} submitLabel={submitLabel} remove={isNew ? undefined : { label: "Delete size chart", href: confirm.openHref, dialogId: DELETE_DIALOG_ID }} />

      {!isNew && (
        <>
          <ConfirmDeleteDialog id={DELETE_DIALOG_ID} title="Delete size chart?" item={`“${chart.title}”`} opened={confirm.open} closeHref={confirm.closeHref} fields={{ version: chart.version }} />
          <AppDialog id={PREVIEW_DIALOG_ID} opened={false} title={chart.title} buttonLabel="Close">
            <SizeChartTable chart={chart} />
          </AppDialog>
        </>
      )}
      <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />
    </Stack>
  );
}
