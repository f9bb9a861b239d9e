import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { FeedDto } from "@domain/feed";
import { messages, TEXT_MAX } from "@domain/validation";
import { ConfirmDeleteDialog, UnsavedChangesDialog } from "~/components/dialogs";
import { ConflictAlert, EditorFooter, SaveBar } from "~/components/form";
import { urlToggle } from "~/components/list/url-toggle";
import { CategoryPicker } from "./CategoryPicker";
import type { FeedActionData } from "./editor.server";
import { BRAND_LABELS, FEED_FORM_ID, PRODUCT_TYPE_LABELS, SELECTION_LABELS, type FeedValues } from "./feed-form";
import type { CategoryChoice } from "./loader.server";
import { BackLink } from "~/components/BackLink";
import { feedUrls } from "./urls";

export interface FeedEditorProps {
  feed: FeedDto | null;
  /** The public XML's absolute address (saved feeds only). */
  feedUrl: string | null;
  values: FeedValues;
  actionData: FeedActionData | undefined;
  collections: { _id: string; title: string }[];
  categories: CategoryChoice;
}

const DELETE_DIALOG_ID = "delete-feed";
const UNSAVED_DIALOG_ID = "unsaved-changes";
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The product feed editor for /admin/product-feeds/create and /update/$id, rendered on the server. */
export function FeedEditor({ feed, feedUrl, values, actionData, collections, categories }: FeedEditorProps) {
  const isNew = feed === null;
  const confirm = urlToggle(useLocation(), "confirm", "delete");
  const editorUrl = isNew ? feedUrls.create : feedUrls.update(feed._id);
  const ownErrors = actionData && actionData.intent !== "delete";
  const errors = (ownErrors && actionData.errors) || {};
  const formErrors = (ownErrors && actionData.formErrors) || [];
  const deleteErrors = (!ownErrors && actionData?.formErrors) || [];
  // A save refused by validation comes back with the category search still listed.
  const postUrl = categories.search ? `${editorUrl}?categorySearch=${encodeURIComponent(categories.search)}` : editorUrl;
  const submitLabel = isNew ? "Create" : "Save";
  const error = (name: string) => errors[name]?.[0];
  const collectionOptions = [{ value: "", label: collections.length ? "Choose a collection" : "No collections yet" }, ...collections.map((c) => ({ value: c._id, label: c.title }))];

  return (
    <Stack gap="lg" className="br-editor">
      {/* The form's default button, first in the page (Enter in any field presses it): the category search, which
          keeps the input. Without it Enter in the search box pressed the save bar's Save. */}
      <button type="submit" form={FEED_FORM_ID} formMethod="get" formAction={editorUrl} formNoValidate className="br-visually-hidden" tabIndex={-1} aria-hidden="true">
        Search categories
      </button>
      <SaveBar formId={FEED_FORM_ID} submitLabel={submitLabel} intent="save" discardHref={editorUrl} />
      <div>
        <BackLink to={feedUrls.list}>Product feeds</BackLink>
        <Title order={1} size="h2" className="br-break" mt={4}>
          {isNew ? "Create feed" : feed.name}
        </Title>
      </div>

      {deleteErrors.length > 0 && (
        <Alert color="red" variant="light" title="The feed was not deleted" role="alert">
          {deleteErrors.join(" ")}
        </Alert>
      )}

      <Form method="post" action={postUrl} id={FEED_FORM_ID} className="br-editor-form" data-dirty-guard={UNSAVED_DIALOG_ID} data-unsaved={ownErrors ? "" : undefined}>
        {values.version && <input type="hidden" name="version" value={values.version} />}
        <Stack gap="lg">
          {actionData?.conflictVersion !== undefined && feed && <ConflictAlert title="Someone else saved this feed" version={actionData.conflictVersion} message={formErrors.join(" ")} latestHref={feedUrls.update(feed._id)} />}
          {actionData?.conflictVersion === undefined && formErrors.length > 0 && (
            <Alert color="red" variant="light" title="The feed was not saved" role="alert">
              {formErrors.join(" ")}
            </Alert>
          )}
          <div className="br-editor-grid">
            <Stack gap="lg" className="br-editor-main">
              <Card withBorder padding="lg" radius="md">
                <Stack gap="md">
                  <TextInput name="name" label="Name" defaultValue={values.name} error={error("name")} placeholder="Google Shopping" autoComplete="off" required withAsterisk={false} data-required-message={messages.required("Name")} data-max-length={TEXT_MAX} />
                  <NativeSelect name="selection" label="Products" defaultValue={values.selection} data={options(SELECTION_LABELS)} error={error("selection")} />
                  <NativeSelect name="collectionId" label="Collection" description="Used when Products is “One collection”." defaultValue={values.collectionId} data={collectionOptions} error={error("collectionId")} />
                </Stack>
              </Card>
              <Card withBorder padding="lg" radius="md">
                <CategoryPicker categories={categories} chosenId={values.googleCategoryId} action={editorUrl} error={error("googleCategoryId")} />
              </Card>
            </Stack>
            <Stack gap="lg" className="br-editor-side">
              {feedUrl && <PublicUrlCard url={feedUrl} />}
              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Field mapping
                </Text>
                <Stack gap="md">
                  <NativeSelect name="mapping.brand" label="Brand (g:brand)" defaultValue={values.brand} data={options(BRAND_LABELS)} error={error("mapping.brand")} />
                  <NativeSelect name="mapping.productType" label="Product type (g:product_type)" defaultValue={values.productType} data={options(PRODUCT_TYPE_LABELS)} error={error("mapping.productType")} />
                </Stack>
              </Card>
            </Stack>
          </div>
        </Stack>
      </Form>

      <EditorFooter
        formId={FEED_FORM_ID}
        submitLabel={submitLabel}
        remove={isNew ? undefined : { label: "Delete feed", href: confirm.openHref, dialogId: DELETE_DIALOG_ID }}
      />

      {!isNew && (
        <ConfirmDeleteDialog id={DELETE_DIALOG_ID} title="Delete feed?" item={`“${feed.name}”`} opened={confirm.open} closeHref={confirm.closeHref} fields={{ version: feed.version }} />
      )}
      <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />
    </Stack>
  );
}

function PublicUrlCard({ url }: { url: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={600} mb={4}>
        Public feed URL
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Give this address to Google Merchant Center. Anyone with it can read the feed.
      </Text>
      <Textarea readOnly value={url} aria-label="Public feed URL" rows={3} classNames={{ root: "br-feed-url-box", input: "br-feed-url" }} />
      <Group mt="sm">
        <Button component="a" href={url} target="_blank" rel="noopener" variant="default" size="sm">
          Open feed
        </Button>
      </Group>
    </Card>
  );
}
