import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Card, Checkbox, Stack, Text, TextInput } from "@mantine/core";
import { countryName, findCountry } from "@domain/countries";
import { getCountryTax } from "~/api-client/shipping-taxes.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { TextField } from "~/components/form";
import { countryTaxAction, requireTaxes } from "~/features/settings/taxes.server";
import { countryTaxScreen, countryTaxValues, regionsOf, type CountryTaxValues } from "~/features/settings/taxes-form";
import { notFound } from "~/lib/guards.server";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/settings/shipping.css";

export const meta = titleMeta;

/** SPEC §2 settings/taxes/{id}: `id` is the country's two-letter code (ADR 059); restricted like the list. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireTaxes(request, context);
  const country = findCountry(params.id);
  if (!country || country.code !== params.id) throw notFound();
  const [tax, t, locale] = await Promise.all([getCountryTax(api, country.code), requestT(request, context, "settings"), requestLocale(request, context)]);
  return { tax, title: pageTitle(t("taxes.countryTitle", { country: countryName(country.code, locale) })) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireTaxes(request, context);
  const country = findCountry(params.id);
  if (!country || country.code !== params.id) throw notFound();
  return countryTaxAction(context, api, await requestT(request, context, "settings"), country.code, await request.formData());
}

export default function CountryTaxPage() {
  const { tax } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const locale = useLocale();
  const localize = useMessage();
  const screen = countryTaxScreen(t, tax.countryCode, countryName(tax.countryCode, locale));
  const editor = useEditorForm<CountryTaxValues>(screen.formId, countryTaxValues(tax), useActionData<typeof action>());
  const regions = regionsOf(editor.values);
  const err = (name: string) => {
    const e = editor.error(name);
    return e === undefined ? undefined : localize(e);
  };
  return (
    <EditorScreen screen={screen} record={tax.version > 0 ? tax : null} editor={editor} description={t("taxes.description")}>
      <Card withBorder padding="lg" radius="md">
        <TextField field={editor.fields.rate} label={t("taxes.countryRate")} description={t("taxes.countryRateHelp")} inputMode="decimal" />
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tax-regions">
        <Text fw={600} id="tax-regions">
          {t("taxes.regionsTitle")}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t("taxes.regionsHelp")}
        </Text>
        <Stack gap="sm">
          {[...regions, { name: "", rate: "" }].map((r, i) => {
            const spare = i === regions.length;
            return (
              <div key={i} className="br-rate-row">
                <TextInput
                  name={`regions[${i}].name`}
                  label={spare ? t("taxes.newRegion") : t("taxes.regionName")}
                  defaultValue={r.name}
                  error={err(`regions[${i}].name`)}
                />
                <TextInput
                  name={`regions[${i}].rate`}
                  label={t("taxes.regionRate")}
                  inputMode="decimal"
                  defaultValue={r.rate}
                  error={err(`regions[${i}].rate`)}
                />
                {!spare && <Checkbox name={`regions[${i}].remove`} label={t("taxes.remove")} mb={8} />}
              </div>
            );
          })}
        </Stack>
      </Card>
    </EditorScreen>
  );
}
