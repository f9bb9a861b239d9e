import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Alert, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod/v4";
import { HANDLE_MESSAGE, HANDLE_RE, ProductFormSchema, type ProductDto, type ProductForm, type ProductUpdateSchema } from "@domain/product";
import { slug } from "@domain/slug";
import { ConfirmDeleteDialog, UnsavedChangesDialog } from "~/components/dialogs";
import { EditorFooter, FieldErrorTemplate, HiddenField, SaveBar, SwitchField, TextField, TextareaField, formRules } from "~/components/form";
import { urlToggle } from "~/components/list/url-toggle";
import { ConflictNotice, type ProductConflict } from "./ConflictNotice";
import { PRODUCT_FORM_ID, productDefaults, splitTags, type ProductFormDefaults } from "./product-form";
import { BackLink } from "~/components/BackLink";
import { productUrls } from "./urls";

type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

export interface EditorActionData {
  intent: "save" | "overwrite" | "delete";
  result?: SubmissionResult<string[]>;
  conflict?: ProductConflict;
  deleteError?: string;
}

interface ProductEditorProps {
  product: ProductDto | null;
  types: string[];
  vendors: string[];
  storeDomain: string | null;
  actionData: EditorActionData | undefined;
  /** Sections of a saved product with forms of their own (the Variants card), shown below the editor's form. */
  children?: ReactNode;
  /** The Media card, shown under Title and Description; its controls submit forms of their own (`form` attribute). */
  media?: ReactNode;
}

const DELETE_DIALOG_ID = "delete-product";
const UNSAVED_DIALOG_ID = "unsaved-changes";
const PRODUCT_RULES = formRules<keyof ProductFormDefaults>(ProductFormSchema, { handle: { pattern: HANDLE_RE, message: HANDLE_MESSAGE } });
const PUBLISHED_TEXT = { on: "Visible in the online store", off: "Hidden from the online store" };

/**
 * The product editor for /admin/products/create and /admin/products/update/$id: one conform form over the schema
 * the actions parse with, rendered on the server. Its browser behaviour comes from data attributes that the
 * enhance script reads (app/enhance): field checks (`rule`), the handle following the title (`data-slug-*`), the
 * save bar and the unsaved-changes warning (`data-dirty-guard`), and the delete dialog opening in place.
 */
export function ProductEditor({ product, types, vendors, storeDomain, actionData, children, media }: ProductEditorProps) {
  const isNew = product === null;
  const location = useLocation();
  const conflict = actionData?.intent !== "delete" ? actionData?.conflict : undefined;
  const lastResult = actionData && actionData.intent !== "delete" ? actionData.result : undefined;

  const [form, fields] = useForm<ProductFormDefaults, ProductForm | ProductUpdate>({
    id: PRODUCT_FORM_ID,
    lastResult,
    defaultValue: productDefaults(product),
  });

  const confirm = urlToggle(location, "confirm", "delete");
  const editorUrl = isNew ? productUrls.create : productUrls.update(product._id);
  const title = String(fields.title.value ?? "");
  const handlePreview = String(fields.handle.value ?? "") || slug(title) || "…";
  const tags = splitTags(fields.tags.value);
  const formErrors = conflict ? [] : (form.errors ?? []);
  const submitLabel = isNew ? "Create" : "Save";
  const published = fields.published.value === "on";

  return (
    <Stack gap="lg" className="br-editor">
      <SaveBar formId={form.id} submitLabel={submitLabel} intent="save" discardHref={editorUrl} />

      <div>
        <BackLink to={productUrls.list}>Products</BackLink>
        <Group justify="space-between" align="center" mt={4} wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Title order={1} size="h2" className="br-break">
              {isNew ? "Add product" : product.title}
            </Title>
            {!isNew && (
              <Badge color={product.published ? "teal" : "gray"} variant="light" radius="sm" tt="none" fw={600} className="br-status">
                {product.published ? "Published" : "Unpublished"}
              </Badge>
            )}
          </Group>
        </Group>
      </div>

      {actionData?.intent === "delete" && actionData.deleteError && (
        <Alert color="red" variant="light" title="The product was not deleted" role="alert">
          {actionData.deleteError}
        </Alert>
      )}

      {/* After a refused save the form holds input that is not saved yet: it starts out dirty (data-unsaved). */}
      <Form
        method="post"
        {...getFormProps(form)}
        className="br-editor-form"
        data-validate=""
        data-dirty-guard={UNSAVED_DIALOG_ID}
        data-unsaved={lastResult ? "" : undefined}
      >
        <FieldErrorTemplate />
        {!isNew && <HiddenField field={fields.version} />}
        {!isNew && <HiddenField field={fields.base} />}
        <Stack gap="lg">
          {conflict && <ConflictNotice conflict={conflict} message={(form.errors ?? []).join(" ")} mine={lastResult?.initialValue} />}
          {formErrors.length > 0 && (
            <Alert color="red" variant="light" title="The product was not saved" role="alert" id={form.errorId}>
              {formErrors.join(" ")}
            </Alert>
          )}

          <div className="br-editor-grid">
            <Stack gap="lg" className="br-editor-main">
              <Card withBorder padding="lg" radius="md">
                <Stack gap="md">
                  <TextField field={fields.title} rule={PRODUCT_RULES.title} label="Title" placeholder="Short sleeve t-shirt" autoComplete="off" />
                  <TextareaField field={fields.description} rule={PRODUCT_RULES.description} label="Description" rows={8} resize="vertical" />
                </Stack>
              </Card>

              {media}

              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="xs">
                  Search engine listing
                </Text>
                {/* SPEC §5 slug: a new product's handle follows its title until the user types a handle of their own. */}
                <TextField
                  field={fields.handle}
                  rule={PRODUCT_RULES.handle}
                  label="Handle"
                  autoComplete="off"
                  data-slug-from={fields.title.id}
                  data-slug-follow={isNew ? "" : undefined}
                  description={isNew ? "Filled in from the title until you change it. Lowercase letters, digits and hyphens." : "Lowercase letters, digits and hyphens."}
                />
                <Text size="sm" c="dimmed" mt={8} className="br-break">
                  {storeDomain ? `https://${storeDomain}` : ""}/products/<span data-slug-preview={fields.handle.id}>{handlePreview}</span>
                </Text>
              </Card>
            </Stack>

            <Stack gap="lg" className="br-editor-side">
              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Status
                </Text>
                <SwitchField
                  field={fields.published}
                  label="Published"
                  description={
                    <span data-text-for={fields.published.id} data-checked-text={PUBLISHED_TEXT.on} data-unchecked-text={PUBLISHED_TEXT.off}>
                      {published ? PUBLISHED_TEXT.on : PUBLISHED_TEXT.off}
                    </span>
                  }
                />
              </Card>

              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Organization
                </Text>
                <Stack gap="md">
                  <TextField field={fields.productType} rule={PRODUCT_RULES.productType} label="Product type" list="product-types" autoComplete="off" />
                  <TextField field={fields.vendor} rule={PRODUCT_RULES.vendor} label="Vendor" list="product-vendors" autoComplete="off" />
                  <div>
                    <TextField field={fields.tags} label="Tags" description="Separate tags with commas" autoComplete="off" />
                    <div className="br-tags" data-tags-preview={fields.tags.id} aria-hidden="true" hidden={tags.length === 0}>
                      <template>
                        <TagBadge tag="" />
                      </template>
                      {tags.map((tag) => (
                        <TagBadge key={tag.toLowerCase()} tag={tag} />
                      ))}
                    </div>
                  </div>
                </Stack>
                <datalist id="product-types">
                  {types.map((t) => (
                    <option key={t} value={t} />
                  ))}
                </datalist>
                <datalist id="product-vendors">
                  {vendors.map((v) => (
                    <option key={v} value={v} />
                  ))}
                </datalist>
              </Card>
            </Stack>
          </div>
        </Stack>
      </Form>

      <EditorFooter
        formId={form.id}
        submitLabel={submitLabel}
        remove={isNew ? undefined : { label: "Delete product", href: confirm.openHref, dialogId: DELETE_DIALOG_ID }}
      />

      {children}

      {!isNew && (
        <ConfirmDeleteDialog
          id={DELETE_DIALOG_ID}
          title="Delete product?"
          item={`“${product.title}”`}
          opened={confirm.open}
          closeHref={confirm.closeHref}
          fields={{ version: product.version }}
        />
      )}
      <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />
    </Stack>
  );
}

function TagBadge({ tag }: { tag: string }) {
  return (
    <Badge variant="default" radius="sm" tt="none" fw={500} className="br-tag">
      {tag}
    </Badge>
  );
}
