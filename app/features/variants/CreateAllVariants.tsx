import { getFormProps, useForm } from "@conform-to/react";
import { Alert, Button, Text } from "@mantine/core";
import { combinationCount, VARIANT_COMBINATIONS_MAX, type ProductOptionsDto } from "@domain/variant";
import { TextField } from "~/components/form";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import type { CombinationsActionData } from "./editor.server";
import { CREATE_VARIANTS_FORM_ID, CREATE_VARIANTS_INTENT } from "./variant-form";
import { enhance } from "~/enhance/attributes";

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
  const [form, fields] = useForm<{ price: string }>({
    id: CREATE_VARIANTS_FORM_ID,
    lastResult: refused?.result,
    defaultValue: { price: firstPrice === null ? "" : String(firstPrice) },
  });
  const t = useT("products");
  const localize = useMessage();
  const locale = useLocale();
  const n = (count: number) => formatCount(count, locale);
  const total = combinationCount(options.options);
  // Every variant fits the options (an options save deletes or refuses the ones that would not), so the rest are missing.
  const missing = total - variantCount;
  if (total === 0 || (missing <= 0 && !refused)) return null;
  const names = options.options.map((o) => o.name).join(" × ");
  if (total > VARIANT_COMBINATIONS_MAX) {
    return (
      <Text size="sm" c="dimmed" className="br-create-all" role="note">
        {t("combinations.tooMany", {
          options: options.options.map((o) => `${o.name} (${o.values.length})`).join(" × "),
          n: n(total),
          max: n(VARIANT_COMBINATIONS_MAX),
        })}
      </Text>
    );
  }
  const formErrors = form.errors ?? [];
  return (
    <form method="post" action={action} className="br-create-all" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={CREATE_VARIANTS_INTENT} />
      {/* The options shown now: after a 409 the page has reloaded them, so the next try is against these. */}
      <input type="hidden" name="optionsVersion" value={options.version} />
      {formErrors.length > 0 && (
        <Alert color={refused?.optionsChanged ? "orange" : "red"} variant="light" title={t("combinations.notCreated")} role="alert" mb="sm" id={form.errorId}>
          {formErrors.map(localize).join(" ")}
        </Alert>
      )}
      {missing > 0 && (
        <>
          <Text size="sm" fw={600}>
            {missing === total
              ? t("combinations.all", { names, count: total, n: n(total) })
              : t("combinations.missing", { names, count: missing, n: n(missing), total: n(total) })}
          </Text>
          <div className="br-create-all-row">
            <TextField field={fields.price} label={t("combinations.price")} inputMode="decimal" placeholder="0" rightSection="đ" autoComplete="off" size="xs" />
            <Button type="submit" size="xs" {...enhance.lock(1000)}>
              {missing === total
                ? t("combinations.createAll", { count: total, n: n(total) })
                : t("combinations.createMissing", { count: missing, n: n(missing) })}
            </Button>
          </div>
          <Text size="xs" c="dimmed" mt={4}>
            {firstPrice === null ? t("combinations.keptFree") : t("combinations.keptCopy")}
          </Text>
        </>
      )}
    </form>
  );
}
