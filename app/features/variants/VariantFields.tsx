import { Card, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { WEIGHT_UNITS, type ProductOption } from "@domain/variant";
import type { ProductImageDto } from "@domain/product-images";
import { VariantImagePicker } from "~/features/product-images/VariantImagePicker";
import { OPTION_SLOTS, type VariantValues } from "./variant-form";

const OPTION_FIELDS = ["option1", "option2", "option3"] as const;

/** The variant's fields, server-rendered; errors from the schema or the API sit next to their fields. */
export function VariantFields({ options, values, errors, images }: { options: ProductOption[]; values: VariantValues; errors: Record<string, string[]>; images?: ProductImageDto[] }) {
  const error = (name: string) => errors[name]?.[0];
  return (
    <Stack gap="lg">
      {options.length > 0 && (
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            Option values
          </Text>
          <SimpleGrid cols={{ base: 1, sm: Math.min(options.length, 3) }}>
            {OPTION_SLOTS.filter((i) => options[i]).map((i) => {
              const name = OPTION_FIELDS[i];
              const option = options[i];
              return (
                <NativeSelect
                  key={name}
                  name={name}
                  label={option.name}
                  defaultValue={values[name]}
                  error={error(name)}
                  data={[{ value: "", label: "Choose…" }, ...option.values.map((v) => ({ value: v, label: v }))]}
                />
              );
            })}
          </SimpleGrid>
        </Card>
      )}
      <Card withBorder padding="lg" radius="md">
        <Text fw={600} mb="sm">
          Pricing
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput name="price" label="Price" inputMode="decimal" defaultValue={values.price} error={error("price")} rightSection="đ" autoComplete="off" />
          <TextInput name="compareAtPrice" label="Compare-at price" inputMode="decimal" defaultValue={values.compareAtPrice} error={error("compareAtPrice")} rightSection="đ" autoComplete="off" />
        </SimpleGrid>
      </Card>
      {images && <VariantImagePicker images={images} value={values.imagePath} error={error("imagePath")} />}
      <Card withBorder padding="lg" radius="md">
        <Text fw={600} mb="sm">
          Inventory and shipping
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput name="sku" label="SKU" defaultValue={values.sku} error={error("sku")} autoComplete="off" />
          <TextInput name="barcode" label="Barcode" defaultValue={values.barcode} error={error("barcode")} autoComplete="off" />
          <TextInput name="inventoryQuantity" label="Inventory quantity" inputMode="numeric" defaultValue={values.inventoryQuantity} error={error("inventoryQuantity")} autoComplete="off" />
          <div className="br-weight">
            <TextInput name="weight" label="Weight" inputMode="decimal" defaultValue={values.weight} error={error("weight")} autoComplete="off" />
            <NativeSelect name="weightUnit" label="Unit" defaultValue={values.weightUnit} error={error("weightUnit")} data={[...WEIGHT_UNITS]} />
          </div>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
