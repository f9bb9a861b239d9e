import { Badge, Card, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { HANDLE_MESSAGE, HANDLE_RE, ProductFormSchema } from "@domain/product";
import { SearchListingCard, type EditorForm } from "~/components/editor";
import { formRules, HiddenField, SwitchField, TextareaField, TextField } from "~/components/form";
import { splitTags, type ProductFormDefaults } from "./product-form";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

const PRODUCT_RULES = formRules<keyof ProductFormDefaults>(ProductFormSchema, { handle: { pattern: HANDLE_RE, message: HANDLE_MESSAGE } });

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
  const t = useT("products");
  const publishedText = { on: t("editor.visible"), off: t("editor.hidden") };
  return (
    <>
      {!isNew && <HiddenField field={fields.base} />}
      <div className="br-editor-grid">
        <Stack gap="lg" className="br-editor-main">
          <Card withBorder padding="lg" radius="md">
            <Stack gap="md">
              <TextField
                field={fields.title}
                rule={PRODUCT_RULES.title}
                label={t("editor.title")}
                placeholder={t("editor.titlePlaceholder")}
                autoComplete="off"
              />
              <TextareaField field={fields.description} rule={PRODUCT_RULES.description} label={t("editor.description")} rows={8} resize="vertical" />
            </Stack>
          </Card>

          {media}

          <SearchListingCard
            handle={fields.handle}
            title={fields.title}
            rule={PRODUCT_RULES.handle}
            isNew={isNew}
            storeDomain={storeDomain}
            path="/products/"
          />
        </Stack>

        <Stack gap="lg" className="br-editor-side">
          <Card withBorder padding="lg" radius="md">
            <Text fw={600} mb="sm">
              {t("editor.status")}
            </Text>
            <SwitchField
              field={fields.published}
              label={t("editor.published")}
              description={<span {...enhance.switchText(fields.published.id, publishedText)}>{published ? publishedText.on : publishedText.off}</span>}
            />
          </Card>

          <Card withBorder padding="lg" radius="md">
            <Text fw={600} mb="sm">
              {t("editor.organization")}
            </Text>
            <Stack gap="md">
              <TextField field={fields.productType} rule={PRODUCT_RULES.productType} label={t("editor.productType")} list="product-types" autoComplete="off" />
              <TextField field={fields.vendor} rule={PRODUCT_RULES.vendor} label={t("editor.vendor")} list="product-vendors" autoComplete="off" />
              <div>
                <TextField field={fields.tags} label={t("editor.tags")} description={t("editor.tagsHelp")} autoComplete="off" />
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
              {types.map((type) => (
                <option key={type} value={type} />
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
