import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { CURRENCY, type CurrencyCode } from "@domain/money";
import { VariantFormSchema, WEIGHT_UNITS, type ProductOption } from "@domain/variant";
import type { ProductImageDto } from "@domain/product-images";
import type { EditorForm } from "~/components/editor";
import { formRules, SelectField, TextField } from "~/components/form";
import { VariantImagePicker } from "~/features/product-images/VariantImagePicker";
import { useT } from "~/lib/i18n";
import { OPTION_SLOTS, type VariantValues } from "./variant-form";

const VARIANT_RULES = formRules(VariantFormSchema);
const OPTION_FIELDS = ["option1", "option2", "option3"] as const;

/** The variant's fields (ADR 031: the area's fields component, inside the kit's EditorScreen). */
export function VariantFields({
  editor,
  options,
  images,
  currency,
}: {
  editor: EditorForm<VariantValues>;
  options: ProductOption[];
  images?: ProductImageDto[];
  currency: CurrencyCode;
}) {
  const { fields } = editor;
  const t = useT("products");
  const sign = currency === CURRENCY.en.code ? CURRENCY.en.sign : CURRENCY.vi.sign;
  return (
    <Stack gap="lg">
      {options.length > 0 && (
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            {t("variants.optionValues")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: Math.min(options.length, 3) }}>
            {OPTION_SLOTS.filter((i) => options[i]).map((i) => (
              <SelectField
                key={OPTION_FIELDS[i]}
                field={fields[OPTION_FIELDS[i]]}
                label={options[i].name}
                data={[{ value: "", label: t("variants.choose") }, ...options[i].values.map((v) => ({ value: v, label: v }))]}
              />
            ))}
          </SimpleGrid>
        </Card>
      )}
      <Card withBorder padding="lg" radius="md">
        <Text fw={600} mb="sm">
          {t("variants.pricing")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            field={fields.price}
            rule={VARIANT_RULES.price}
            label={t("variants.priceLabel")}
            inputMode="decimal"
            rightSection={sign}
            autoComplete="off"
          />
          <TextField
            field={fields.compareAtPrice}
            rule={VARIANT_RULES.compareAtPrice}
            label={t("variants.compareAtPrice")}
            inputMode="decimal"
            rightSection={sign}
            autoComplete="off"
          />
          {/* Typed as the store's currency is written ("30.000" đ, "12.50" $) and read by parseMoneyInput (ADR 044). */}
          <TextField
            field={fields.cost}
            label={t("variants.cost")}
            description={t("variants.costHint")}
            inputMode="decimal"
            rightSection={sign}
            autoComplete="off"
          />
        </SimpleGrid>
      </Card>
      {images && <VariantImagePicker images={images} value={String(fields.imagePath.initialValue ?? "")} error={fields.imagePath.errors?.[0]} />}
      <Card withBorder padding="lg" radius="md">
        <Text fw={600} mb="sm">
          {t("variants.inventoryAndShipping")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField field={fields.sku} rule={VARIANT_RULES.sku} label={t("variants.sku")} autoComplete="off" />
          <TextField field={fields.barcode} rule={VARIANT_RULES.barcode} label={t("variants.barcode")} autoComplete="off" />
          <TextField field={fields.inventoryQuantity} label={t("variants.inventoryQuantity")} inputMode="numeric" autoComplete="off" />
          <div className="br-weight">
            <TextField field={fields.weight} label={t("variants.weight")} inputMode="decimal" autoComplete="off" />
            <SelectField field={fields.weightUnit} label={t("variants.unit")} data={[...WEIGHT_UNITS]} />
          </div>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
