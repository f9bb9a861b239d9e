import { Alert, Button, Text, TextInput } from "@mantine/core";
import { combinationCount, tooManyCombinationsMessage, VARIANT_COMBINATIONS_MAX, type ProductOptionsDto } from "@domain/variant";
import type { CombinationsActionData } from "./editor.server";
import { CREATE_VARIANTS_INTENT } from "./variant-form";
import { enhance } from "~/enhance/attributes";

const plural = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;

export interface CreateAllVariantsProps {
  /** The page the form posts to (the product editor or the add-variant page), which handles `intent=create-variants`. */
  action: string;
  options: ProductOptionsDto;
  variantCount: number;
  /** The first variant's price, the new variants' default; none without variants. */
  firstPrice: number | null;
  refused?: CombinationsActionData["combinations"];
}

/**
 * "Create N variants for every combination": a plain form (works without JavaScript) that sends the options' version
 * the count was made from, so a change of options meanwhile is refused rather than creating other combinations.
 * Shown only when options leave combinations without a variant; past the cap it says why instead.
 */
export function CreateAllVariants({ action, options, variantCount, firstPrice, refused }: CreateAllVariantsProps) {
  const total = combinationCount(options.options);
  // Every variant fits the options (an options save deletes or refuses the ones that would not), so the rest are missing.
  const missing = total - variantCount;
  if (total === 0 || (missing <= 0 && !refused)) return null;
  const names = options.options.map((o) => o.name).join(" × ");
  if (total > VARIANT_COMBINATIONS_MAX) {
    return (
      <Text size="sm" c="dimmed" className="br-create-all" role="note">
        {tooManyCombinationsMessage(options.options)}
      </Text>
    );
  }
  const priceError = refused?.errors.price?.[0];
  return (
    <form method="post" action={action} className="br-create-all">
      <input type="hidden" name="intent" value={CREATE_VARIANTS_INTENT} />
      <input type="hidden" name="optionsVersion" value={options.version} />
      {refused && refused.formErrors.length > 0 && (
        <Alert color={refused.conflict ? "orange" : "red"} variant="light" title="No variants were created" role="alert" mb="sm">
          {refused.formErrors.join(" ")}
        </Alert>
      )}
      {missing > 0 && (
        <>
          <Text size="sm" fw={600}>
            {missing === total ? `${names}: ${plural(total, "combination")}` : `${missing} of ${plural(total, `${names} combination`)} ${missing === 1 ? "has" : "have"} no variant`}
          </Text>
          <div className="br-create-all-row">
            <TextInput
              name="price"
              label="Price of the new variants"
              inputMode="decimal"
              defaultValue={refused?.price ?? (firstPrice === null ? "" : String(firstPrice))}
              placeholder="0"
              error={priceError}
              rightSection="đ"
              autoComplete="off"
              size="xs"
            />
            <Button type="submit" size="xs" {...enhance.lock(1000)}>
              {missing === total ? `Create ${plural(total, "variant")} for every combination` : `Create ${missing} missing ${missing === 1 ? "variant" : "variants"}`}
            </Button>
          </div>
          <Text size="xs" c="dimmed" mt={4}>
            Existing variants are kept. {firstPrice === null ? "Without a price they cost 0." : "They copy the first variant's compare-at price and weight."}
          </Text>
        </>
      )}
    </form>
  );
}
