import { Anchor, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CurrencyCode } from "@domain/money";
import type { ProductImageDto } from "@domain/product-images";
import type { OptionTemplate, ProductOptionsDto, VariantDto } from "@domain/variant";
import { EditorScreen, editorData, useEditorForm } from "~/components/editor";
import { useT } from "~/lib/i18n";
import { OPTIONS_INTENTS, type OptionsActionData } from "./editor.server";
import { OptionsEditor } from "./OptionsEditor";
import { VariantFields } from "./VariantFields";
import { productUrls } from "../products/urls";
import { variantScreen, variantValues, type VariantValues } from "./variant-form";

export interface VariantEditorProps {
  product: { _id: string; title: string };
  variant: VariantDto | null;
  options: ProductOptionsDto;
  /** The add page also edits the product's options. */
  templates: OptionTemplate[] | null;
  /** The page's action data: the variant form's, the options form's, or another form's (told apart by intent). */
  actionData: object | undefined;
  /** The product's images, to pick the variant's from (the variant page; the add page shows none). */
  images?: ProductImageDto[];
  /** Shown in the options card under its form (the add page's "Create all variants"). */
  afterOptions?: ReactNode;
  /** The store's currency: the money fields' sign, and how the cost per item is read. */
  currency: CurrencyCode;
}

/** /admin/products/update/$id/add and …/variants/$vId on the editor kit (ADR 031); the options form is its side column. */
export function VariantEditor({ product, variant, options, templates, actionData, images, afterOptions, currency }: VariantEditorProps) {
  const t = useT("products");
  const screen = variantScreen(product, t);
  const optionsData = editorData<OptionsActionData>(actionData, OPTIONS_INTENTS);
  const editor = useEditorForm<VariantValues>(screen.formId, variantValues(variant), optionsData ? undefined : editorData(actionData));
  const aside = templates ? (
    <OptionsEditor action={productUrls.addVariant(product._id)} options={options} templates={templates} actionData={optionsData}>
      {afterOptions}
    </OptionsEditor>
  ) : (
    <Text size="sm" c="dimmed">
      {t("variants.optionsLine", { options: options.options.map((o) => `${o.name} (${o.values.join(", ")})`).join("; ") || t("variants.optionsNone") })}{" "}
      <Anchor component={Link} to={`${productUrls.addVariant(product._id)}#options`}>
        {t("variants.editOptions")}
      </Anchor>
    </Text>
  );
  return (
    <EditorScreen screen={screen} record={variant} editor={editor} aside={aside} className="br-editor br-variant-editor">
      <VariantFields editor={editor} options={options.options} images={images} currency={currency} />
    </EditorScreen>
  );
}
