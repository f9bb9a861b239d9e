import { Badge, Card, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { HANDLE_MESSAGE, HANDLE_RE, ProductFormSchema } from "@domain/product";
import { SearchListingCard, type EditorForm } from "~/components/editor";
import { formRules, HiddenField, SwitchField, TextareaField, TextField } from "~/components/form";
import { splitTags, type ProductFormDefaults } from "./product-form";
import { enhance } from "~/enhance/attributes";

const PRODUCT_RULES = formRules<keyof ProductFormDefaults>(ProductFormSchema, { handle: { pattern: HANDLE_RE, message: HANDLE_MESSAGE } });
const PUBLISHED_TEXT = { on: "Visible in the online store", off: "Hidden from the online store" };

export interface ProductFieldsProps {
  editor: EditorForm<ProductFormDefaults>;
  isNew: boolean;
  types: string[];
  vendors: string[];
  storeDomain: string | null;
  /** The Media card, shown under Title and Description; its controls submit forms of their own (`form` attribute). */
  media?: ReactNode;
}

/**
 * The product's fields (ADR 031), conform fields over the schema the actions parse with. Their browser behaviour comes
 * from data attributes the enhance script reads: field checks (`rule`), the handle following the title
 * (`data-slug-*`), the tag chips and the status text.
 */
export function ProductFields({ editor, isNew, types, vendors, storeDomain, media }: ProductFieldsProps) {
  const { fields } = editor;
  const tags = splitTags(fields.tags.value);
  const published = fields.published.value === "on";
  return (
    <>
      {!isNew && <HiddenField field={fields.base} />}
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <TextField field={fields.title} rule={PRODUCT_RULES.title} label="Title" placeholder="Short sleeve t-shirt" autoComplete="off" />
            <TextareaField field={fields.description} rule={PRODUCT_RULES.description} label="Description" rows={8} resize="vertical" />
          </Stack>
        </Card>

        {media}

        <SearchListingCard handle={fields.handle} title={fields.title} rule={PRODUCT_RULES.handle} isNew={isNew} storeDomain={storeDomain} path="/products/" />
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
              <span {...enhance.switchText(fields.published.id, PUBLISHED_TEXT)}>
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
              <div className="br-tags" {...enhance.tagsPreview(fields.tags.id)} aria-hidden="true" hidden={tags.length === 0}>
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
    </>
  );
}

function TagBadge({ tag }: { tag: string }) {
  return (
    <Badge variant="default" radius="sm" tt="none" fw={500} className="br-tag">
      {tag}
    </Badge>
  );
}
