import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { CollectionDto, CollectionType } from "@domain/collection";
import { slug } from "@domain/slug";
import type { ProductDto } from "@domain/product";
import { ConfirmDeleteDialog, UnsavedChangesDialog } from "~/components/dialogs";
import { ConflictAlert, EditorFooter, SaveBar } from "~/components/form";
import { urlToggle } from "~/components/list/url-toggle";
import { COLLECTION_FORM_ID, type CollectionValues } from "./collection-form";
import { ConditionRows } from "./ConditionRows";
import type { CollectionActionData } from "./editor.server";
import { TYPE_LABELS } from "./filters";
import { AddProducts, ManualProducts, type ProductSearch } from "./ManualProducts";
import { SmartPreview } from "./SmartPreview";
import { BackLink } from "~/components/BackLink";
import { collectionUrls } from "./urls";

export interface CollectionEditorProps {
  collection: CollectionDto | null;
  /** What the form shows: the saved collection, a new one, or the input the server sent back. */
  values: CollectionValues;
  actionData: CollectionActionData | undefined;
  storeDomain: string | null;
  /** Manual: the members in order. Smart: the products the saved conditions select. */
  products: { products: ProductDto[]; total: number } | null;
  search: ProductSearch | null;
}

const DELETE_DIALOG_ID = "delete-collection";
const UNSAVED_DIALOG_ID = "unsaved-changes";
const FORM_INTENTS = new Set(["save", "overwrite", "add-condition"]);

/**
 * The collection editor for /admin/collections/create and /update/$id, rendered on the server. The main form holds
 * the collection's fields and (smart) its conditions; a manual collection's members have forms of their own below.
 */
export function CollectionEditor({ collection, values, actionData, storeDomain, products, search }: CollectionEditorProps) {
  const isNew = collection === null;
  const location = useLocation();
  const confirm = urlToggle(location, "confirm", "delete");
  const editorUrl = isNew ? collectionUrls.createOfType(values.type) : collectionUrls.update(collection._id);
  const ownErrors = actionData && FORM_INTENTS.has(actionData.intent);
  const errors = (ownErrors && actionData.errors) || {};
  const formErrors = (ownErrors && actionData.formErrors) || [];
  const otherErrors = (!ownErrors && actionData?.formErrors) || [];
  const submitLabel = isNew ? "Create" : "Save";
  const error = (name: string) => errors[name]?.[0];

  return (
    <Stack gap="lg" className="br-editor">
      <SaveBar formId={COLLECTION_FORM_ID} submitLabel={submitLabel} intent="save" discardHref={editorUrl} />

      <div>
        <BackLink to={collectionUrls.list}>Collections</BackLink>
        <Group gap="sm" wrap="nowrap" miw={0} mt={4}>
          <Title order={1} size="h2" className="br-break">
            {isNew ? "Create collection" : collection.title}
          </Title>
          {!isNew && (
            <Badge color={collection.published ? "teal" : "gray"} variant="light" radius="sm" tt="none" fw={600} className="br-status">
              {collection.published ? "Published" : "Unpublished"}
            </Badge>
          )}
        </Group>
      </div>

      {otherErrors.length > 0 && (
        <Alert color="red" variant="light" title={actionData?.intent === "delete" ? "The collection was not deleted" : "That did not work"} role="alert">
          {otherErrors.join(" ")}
        </Alert>
      )}

      <Form method="post" action={editorUrl} id={COLLECTION_FORM_ID} className="br-editor-form" data-dirty-guard={UNSAVED_DIALOG_ID} data-unsaved={ownErrors ? "" : undefined}>
        {values.version && <input type="hidden" name="version" value={values.version} />}
        <input type="hidden" name="type" value={values.type} />
        <Stack gap="lg">
          {actionData?.conflictVersion !== undefined && <ConflictAlert title="Someone else saved this collection" version={actionData.conflictVersion} message={formErrors.join(" ")} latestHref={collectionUrls.update(collection?._id ?? "")} />}
          {actionData?.conflictVersion === undefined && formErrors.length > 0 && (
            <Alert color="red" variant="light" title="The collection was not saved" role="alert">
              {formErrors.join(" ")}
            </Alert>
          )}
          <div className="br-editor-grid">
            <Stack gap="lg" className="br-editor-main">
              <Card withBorder padding="lg" radius="md">
                <Stack gap="md">
                  <TextInput id="collection-title" name="title" label="Title" defaultValue={values.title} error={error("title")} placeholder="Summer silk" autoComplete="off" required withAsterisk={false} />
                  <Textarea name="description" label="Description" defaultValue={values.description} error={error("description")} rows={4} resize="vertical" />
                </Stack>
              </Card>
              {values.type === "smart" && (
                <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="conditions-title">
                  <Text fw={600} id="conditions-title" mb="sm">
                    Conditions
                  </Text>
                  <ConditionRows values={values} errors={errors} formId={COLLECTION_FORM_ID} />
                </Card>
              )}
              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="xs">
                  Search engine listing
                </Text>
                <TextInput
                  id="collection-handle"
                  name="handle"
                  label="Handle"
                  defaultValue={values.handle}
                  error={error("handle")}
                  autoComplete="off"
                  data-slug-from="collection-title"
                  data-slug-follow={isNew ? "" : undefined}
                  description={isNew ? "Filled in from the title until you change it. Lowercase letters, digits and hyphens." : "Lowercase letters, digits and hyphens."}
                />
                <Text size="sm" c="dimmed" mt={8} className="br-break">
                  {storeDomain ? `https://${storeDomain}` : ""}/collections/<span data-slug-preview="collection-handle">{values.handle || slug(values.title) || "…"}</span>
                </Text>
              </Card>
            </Stack>
            <Stack gap="lg" className="br-editor-side">
              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Status
                </Text>
                <Switch name="published" label="Published" defaultChecked={values.published} description="Visible in the online store when on" />
              </Card>
              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Type
                </Text>
                {isNew ? <TypeChoice type={values.type} /> : <Text size="sm">{TYPE_LABELS[values.type]}</Text>}
                <Text size="sm" c="dimmed" mt="xs">
                  {values.type === "smart" ? "Products that match the conditions join by themselves." : "You pick the products and their order."}
                  {isNew ? " The type cannot change after creation." : ""}
                </Text>
              </Card>
            </Stack>
          </div>
        </Stack>
      </Form>

      <EditorFooter
        formId={COLLECTION_FORM_ID}
        submitLabel={submitLabel}
        remove={isNew ? undefined : { label: "Delete collection", href: confirm.openHref, dialogId: DELETE_DIALOG_ID }}
      />

      {!isNew && products && collection.type === "manual" && (
        <>
          <ManualProducts action={editorUrl} products={products.products} total={products.total} version={collection.version} />
          <AddProducts action={editorUrl} search={search} memberIds={new Set(products.products.map((p) => p._id))} version={collection.version} />
        </>
      )}
      {!isNew && products && collection.type === "smart" && <SmartPreview products={products.products} total={products.total} />}

      {!isNew && (
        <ConfirmDeleteDialog
          id={DELETE_DIALOG_ID}
          title="Delete collection?"
          item={`“${collection.title}”`}
          opened={confirm.open}
          closeHref={confirm.closeHref}
          fields={{ version: collection.version }}
        />
      )}
      <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />
    </Stack>
  );
}

/** The type of a new collection, as links so it works without JavaScript (the page shows that type's fields). */
function TypeChoice({ type }: { type: CollectionType }) {
  return (
    <Group gap={0} className="br-type-choice" role="group" aria-label="Collection type">
      {(["manual", "smart"] as const).map((t) => (
        <Button
          key={t}
          component={Link}
          to={collectionUrls.createOfType(t)}
          variant={t === type ? "filled" : "default"}
          aria-current={t === type ? "page" : undefined}
          size="sm"
          className="br-grow"
        >
          {TYPE_LABELS[t]}
        </Button>
      ))}
    </Group>
  );
}
