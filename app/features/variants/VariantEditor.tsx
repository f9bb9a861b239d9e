import { EditorFooter } from "~/components/form";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ProductImageDto } from "@domain/product-images";
import type { OptionTemplate, ProductOptionsDto, VariantDto } from "@domain/variant";
import { ConfirmDeleteDialog } from "~/components/dialogs";
import { urlToggle } from "~/components/list/url-toggle";
import type { VariantActionData } from "./editor.server";
import { OptionsEditor } from "./OptionsEditor";
import { VariantFields } from "./VariantFields";
import { optionRows, optionTitle, variantValues } from "./variant-form";
import { BackLink } from "~/components/BackLink";
import { productUrls } from "../products/urls";

export interface VariantEditorProps {
  product: { _id: string; title: string };
  variant: VariantDto | null;
  options: ProductOptionsDto;
  /** The add page also edits the product's options. */
  templates: OptionTemplate[] | null;
  actionData: VariantActionData | undefined;
  /** The product's images, to pick the variant's from (the variant page; the add page shows none). */
  images?: ProductImageDto[];
  /** Shown in the options card under its form (the add page's "Create all variants"). */
  afterOptions?: ReactNode;
}

const DELETE_DIALOG_ID = "delete-variant";
const VARIANT_FORM_ID = "variant-form";
const OPTION_INTENTS = new Set(["options", "confirm-options", "use-template"]);

/** /admin/products/update/$id/add and …/variants/$vId, rendered on the server; every control is plain HTML. */
export function VariantEditor({ product, variant, options, templates, actionData, images, afterOptions }: VariantEditorProps) {
  const isNew = variant === null;
  const location = useLocation();
  const confirm = urlToggle(location, "confirm", "delete");
  const action = isNew ? productUrls.addVariant(product._id) : productUrls.variant(product._id, variant._id);
  const forOptions = actionData !== undefined && OPTION_INTENTS.has(actionData.intent);
  const forVariant = actionData !== undefined && !forOptions;
  const values = (forVariant && actionData.values) || variantValues(variant);
  const errors = (forVariant && actionData.errors) || {};
  const formErrors = (forVariant && actionData.formErrors) || [];
  const submitLabel = isNew ? "Create" : "Save";

  return (
    <Stack gap="lg" className="br-editor br-variant-editor">
      <div>
        <BackLink to={productUrls.update(product._id)}>{product.title}</BackLink>
        <Title order={1} size="h2" mt={4} className="br-break">
          {isNew ? "Add variant" : optionTitle(variant)}
        </Title>
      </div>

      {formErrors.length > 0 && (
        <Alert color={actionData?.conflict ? "orange" : "red"} variant="light" title={actionData?.conflict ? "Someone else saved this variant" : `The variant was not ${actionData?.intent === "delete" ? "deleted" : "saved"}`} role="alert">
          {formErrors.join(" ")}
          {actionData?.conflict && (
            <Text size="sm" c="dimmed" mt={4}>
              Your input is still in the form below. Save again to keep it, or{" "}
              <Anchor component={Link} to={action}>
                load the latest version
              </Anchor>
              .
            </Text>
          )}
        </Alert>
      )}

      <div className="br-editor-grid">
        <Form method="post" action={action} id={VARIANT_FORM_ID} className="br-editor-form br-editor-main">
          {values.version && <input type="hidden" name="version" value={values.version} />}
          <VariantFields options={options.options} values={values} errors={errors} images={images} />
        </Form>
        <Stack gap="lg" className="br-editor-side">
          {templates ? (
            <OptionsEditor
              action={action}
              rows={(forOptions && actionData.optionRows) || optionRows(options.options)}
              version={options.version}
              templates={templates}
              errors={(forOptions && actionData.errors) || {}}
              formErrors={(forOptions && actionData.formErrors) || []}
              orphaned={(forOptions && actionData.orphaned) || null}
            >
              {afterOptions}
            </OptionsEditor>
          ) : (
            <Text size="sm" c="dimmed">
              Options: {options.options.map((o) => `${o.name} (${o.values.join(", ")})`).join("; ") || "none"}.{" "}
              <Anchor component={Link} to={`${productUrls.addVariant(product._id)}#options`}>
                Edit options
              </Anchor>
            </Text>
          )}
        </Stack>
      </div>

      <EditorFooter
        formId={VARIANT_FORM_ID}
        submitLabel={submitLabel} intent={isNew ? "create" : "save"}
        remove={isNew ? undefined : { label: "Delete variant", href: confirm.openHref, dialogId: DELETE_DIALOG_ID }}
      />

      {!isNew && (
        <ConfirmDeleteDialog id={DELETE_DIALOG_ID} title="Delete variant?" item={`“${optionTitle(variant)}”`} opened={confirm.open} closeHref={confirm.closeHref} action={action} fields={{ version: variant.version }} />
      )}
    </Stack>
  );
}
