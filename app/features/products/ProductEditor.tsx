import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { z } from "zod/v4";
import type { ProductDto, ProductForm, ProductUpdateSchema } from "@domain/product";
import { ConfirmDeleteDialog, UnsavedChangesGuard } from "~/components/dialogs";
import { HiddenField, SaveBar, SwitchField, TextareaField, TextField } from "~/components/form";
import { ChevronLeftIcon } from "~/components/list/icons";
import { useUrlToggle } from "~/components/list/use-url-toggle";
import { ConflictNotice, type ProductConflict } from "./ConflictNotice";
import { PRODUCT_FORM_ID, productDefaults, splitTags, type ProductFormDefaults } from "./product-form";

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
}

/**
 * The product editor for /admin/products/create and /admin/products/update/$id. One conform form over
 * ProductFormSchema (create) or ProductUpdateSchema (update, with the hidden `version`), the same schemas the
 * actions parse with. Keyed by version so a save or "Load latest version" starts from what is saved.
 */
export function ProductEditor(props: ProductEditorProps) {
  const { product, actionData } = props;
  const conflict = actionData?.intent !== "delete" ? actionData?.conflict : null;
  return <EditorForm key={`${product?._id ?? "new"}:${product?.version ?? 0}:${conflict?.current.version ?? ""}`} {...props} conflict={conflict ?? null} />;
}

function EditorForm({ product, types, vendors, storeDomain, actionData, conflict }: ProductEditorProps & { conflict: ProductConflict | null }) {
  const isNew = product === null;
  const tools = useEditorTools();
  const navigation = useNavigation();
  const lastResult = actionData && actionData.intent !== "delete" ? actionData.result : undefined;

  const [form, fields] = useForm<ProductFormDefaults, ProductForm | ProductUpdate>({
    id: PRODUCT_FORM_ID,
    lastResult,
    defaultValue: productDefaults(product),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: tools ? ({ formData }) => (isNew ? tools.validateNewProduct(formData) : tools.validateProductUpdate(formData)) : undefined,
  });

  // SPEC §5 slug: a new product's handle follows its title until the user types a handle of their own.
  const initialHandle = String(fields.handle.initialValue ?? "");
  const initialTitle = String(fields.title.initialValue ?? "");
  const [handleFollowsTitle, setHandleFollowsTitle] = useState(isNew && initialHandle === "");
  // After a failed create the handle may be the one derived earlier: it still follows the title.
  useEffect(() => {
    if (isNew && tools && initialHandle !== "" && initialHandle === tools.slug(initialTitle)) setHandleFollowsTitle(true);
  }, [isNew, tools, initialHandle, initialTitle]);
  const onTitleInput = (e: React.ChangeEvent<HTMLInputElement>) => {
    if (handleFollowsTitle && tools) form.update({ name: "handle", value: tools.slug(e.currentTarget.value) });
  };
  const onHandleInput = (e: React.ChangeEvent<HTMLInputElement>) => setHandleFollowsTitle(isNew && e.currentTarget.value === "");

  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") !== "delete";
  const confirm = useUrlToggle("confirm", "delete");
  const title = String(fields.title.value ?? "");
  const handle = String(fields.handle.value ?? "") || (tools ? tools.slug(title) : "");
  const tags = splitTags(fields.tags.value);
  const formErrors = conflict ? [] : (form.errors ?? []);
  const submitLabel = isNew ? "Create" : "Save";
  const published = fields.published.value === "on";

  return (
    <Stack gap="lg" className="br-editor">
      <SaveBar formId={form.id} dirty={form.dirty} submitLabel={submitLabel} intent="save" submitting={submitting} onDiscard={() => form.reset()} />
      <UnsavedChangesGuard when={form.dirty && !submitting} />

      <div>
        <Anchor component={Link} to="/admin/products" size="sm" c="dimmed" className="br-back">
          <ChevronLeftIcon size={14} /> Products
        </Anchor>
        <Group justify="space-between" align="center" mt={4} wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Title order={1} size="h2" className="br-ellipsis">
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

      <Form method="post" {...getFormProps(form)} className="br-editor-form">
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
                  <TextField field={fields.title} label="Title" placeholder="Short sleeve t-shirt" onChange={onTitleInput} autoComplete="off" />
                  <TextareaField field={fields.description} label="Description" rows={8} resize="vertical" />
                </Stack>
              </Card>

              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="xs">
                  Search engine listing
                </Text>
                <TextField
                  field={fields.handle}
                  label="Handle"
                  onChange={onHandleInput}
                  autoComplete="off"
                  description={isNew ? "Filled in from the title until you change it. Lowercase letters, digits and hyphens." : "Lowercase letters, digits and hyphens."}
                />
                <Text size="sm" c="dimmed" mt={8} className="br-break">
                  {storeDomain ? `https://${storeDomain}` : ""}/products/{handle || "…"}
                </Text>
              </Card>
            </Stack>

            <Stack gap="lg" className="br-editor-side">
              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Status
                </Text>
                <SwitchField field={fields.published} label="Published" description={published ? "Visible in the online store" : "Hidden from the online store"} />
              </Card>

              <Card withBorder padding="lg" radius="md">
                <Text fw={600} mb="sm">
                  Organization
                </Text>
                <Stack gap="md">
                  <TextField field={fields.productType} label="Product type" list="product-types" autoComplete="off" />
                  <TextField field={fields.vendor} label="Vendor" list="product-vendors" autoComplete="off" />
                  <div>
                    <TextField field={fields.tags} label="Tags" description="Separate tags with commas" autoComplete="off" />
                    {tags.length > 0 && (
                      <Group gap={6} mt={8} aria-hidden="true">
                        {tags.map((tag) => (
                          <Badge key={tag.toLowerCase()} variant="default" radius="sm" tt="none" fw={500} className="br-tag">
                            {tag}
                          </Badge>
                        ))}
                      </Group>
                    )}
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

      <Group justify={isNew ? "flex-end" : "space-between"} className="br-editor-footer">
        {!isNew && (
          <Button component={Link} {...confirm.openLinkProps} preventScrollReset color="red" variant="outline">
            Delete product
          </Button>
        )}
        <Button type="submit" form={form.id} name="intent" value="save" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>

      {!isNew && (
        <ConfirmDeleteDialog
          title="Delete product?"
          item={`“${product.title}”`}
          opened={confirm.open}
          onClose={confirm.close}
          closeHref={confirm.closeHref}
          fields={{ version: product.version }}
        />
      )}
    </Stack>
  );
}

type EditorTools = typeof import("./product-validation");

/** Validation and slugs for the browser, fetched once the page is interactive (see product-validation.ts). */
function useEditorTools(): EditorTools | null {
  const [tools, setTools] = useState<EditorTools | null>(null);
  useEffect(() => {
    let live = true;
    import("./product-validation").then((m) => {
      if (live) setTools(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return tools;
}
