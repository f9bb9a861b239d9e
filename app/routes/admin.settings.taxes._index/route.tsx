import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Anchor, Button, Card, Group, NativeSelect, Table, Text } from "@mantine/core";
import { countriesIn, countryName, findCountry } from "@domain/countries";
import { listTaxes } from "~/api-client/shipping-taxes.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { SwitchField } from "~/components/form";
import { requireTaxes, taxSwitchAction } from "~/features/settings/taxes.server";
import { taxSwitchScreen } from "~/features/settings/taxes-form";
import { settingsUrls } from "~/features/settings/urls";
import { useLocale, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

/**
 * SPEC §2 settings/taxes, a restricted screen (operators only, 404 for everyone else): the "prices include tax" switch
 * and the countries with rates. "Add a country" is a GET form whose answer is that country's page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireTaxes(request, context);
  const chosen = findCountry(new URL(request.url).searchParams.get("country"));
  if (chosen) throw redirect(settingsUrls.taxesCountry(chosen.code));
  const [taxes, t] = await Promise.all([listTaxes(api), requestT(request, context, "settings")]);
  return { ...taxes, title: pageTitle(t("taxes.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireTaxes(request, context);
  return taxSwitchAction(context, api, await requestT(request, context, "settings"), await request.formData());
}

export default function TaxesPage() {
  const { settings, countries } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const locale = useLocale();
  const screen = taxSwitchScreen(t);
  const record = { ...settings, updatedAt: "" };
  const editor = useEditorForm<{ pricesIncludeTax: boolean; version: string }>(
    screen.formId,
    { pricesIncludeTax: settings.pricesIncludeTax, version: String(settings.version) },
    useActionData<typeof action>(),
  );
  const taxed = new Set(countries.map((c) => c.countryCode));
  const after = (
    <>
      <Card withBorder padding={0} radius="md" component="section" aria-labelledby="tax-countries">
        <Text fw={600} p="lg" pb="xs" id="tax-countries">
          {t("taxes.countries")}
        </Text>
        {countries.length === 0 ? (
          <Text px="lg" pb="lg" size="sm">
            {t("taxes.empty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="sm" horizontalSpacing="lg">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("taxes.country")}</Table.Th>
                  <Table.Th>{t("taxes.rate")}</Table.Th>
                  <Table.Th>{t("taxes.regions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {countries.map((c) => (
                  <Table.Tr key={c.countryCode}>
                    <Table.Td>
                      <Anchor component={Link} to={settingsUrls.taxesCountry(c.countryCode)} fw={600}>
                        {countryName(c.countryCode, locale)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.rate} %</Table.Td>
                    <Table.Td>{c.regions.length === 0 ? t("taxes.noRegions") : c.regions.map((r) => `${r.name} ${r.rate} %`).join(", ")}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder padding="lg" radius="md" component="section">
        <Form method="get" action={settingsUrls.taxes}>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              name="country"
              label={t("taxes.addCountry")}
              style={{ flex: 1, minWidth: 200 }}
              data={countriesIn(locale)
                .filter((c) => !taxed.has(c.code))
                .map((c) => ({ value: c.code, label: c.name }))}
            />
            <Button type="submit" variant="default">
              {t("taxes.addCountryButton")}
            </Button>
          </Group>
        </Form>
      </Card>
    </>
  );
  return (
    <EditorScreen screen={screen} record={record} editor={editor} description={t("taxes.description")} after={after}>
      <Card withBorder padding="lg" radius="md">
        <SwitchField field={editor.fields.pricesIncludeTax} label={t("taxes.pricesIncludeTax")} description={t("taxes.pricesIncludeTaxHelp")} />
      </Card>
    </EditorScreen>
  );
}
