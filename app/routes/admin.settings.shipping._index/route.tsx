import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { countryName } from "@domain/countries";
import { formatMoney } from "@domain/money";
import type { ShippingZoneDto } from "@domain/shipping-zones";
import { listShippingZones } from "~/api-client/shipping-taxes.server";
import { BackLink } from "~/components/BackLink";
import { settingsUrls } from "~/features/settings/urls";
import { requireStore } from "~/lib/guards.server";
import { useLocale, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";

export const meta = titleMeta;
const COUNTRIES_SHOWN = 6;

/** SPEC §2 settings/shipping: the store's zones with their countries and rates (settings scope). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "settings");
  const [zones, t] = await Promise.all([listShippingZones(api), requestT(request, context, "settings")]);
  return { zones, language: user.language === "en" ? ("en" as const) : ("vi" as const), title: pageTitle(t("shipping.title")) };
}

function RateSummary({ zone, language }: { zone: ShippingZoneDto; language: "vi" | "en" }) {
  const t = useT("settings");
  if (zone.rates.length === 0) return <Text size="sm">{t("shipping.noRates")}</Text>;
  return (
    <Stack gap={2}>
      {zone.rates.map((r) => {
        const price = r.price === 0 ? t("shipping.free") : formatMoney(r.price, language);
        const end = r.max === null ? "+" : `–${r.condition === "price" ? formatMoney(r.max, language) : r.max}`;
        const range = `${r.condition === "price" ? formatMoney(r.min, language) : r.min}${end}`;
        const key =
          r.condition === "price" ? "shipping.rateSummaryPrice" : r.condition === "weight" ? "shipping.rateSummaryWeight" : "shipping.rateSummaryAlways";
        return (
          <Text key={r.id} size="sm">
            {t(key, { name: r.name, price, range })}
          </Text>
        );
      })}
    </Stack>
  );
}

export default function ShippingZonesPage() {
  const { zones } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const locale = useLocale();
  // Amounts are in the store's currency; the admin's language names the countries.
  const language = useLoaderData<typeof loader>().language;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <BackLink to={settingsUrls.general}>{t("shipping.home")}</BackLink>
          <Title order={1} size="h2" mt={4}>
            {t("shipping.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("shipping.description")}
          </Text>
        </div>
        <Button component={Link} to={settingsUrls.shippingCreate}>
          {t("shipping.create")}
        </Button>
      </Group>
      <Card withBorder padding={0} radius="md">
        {zones.length === 0 ? (
          <Text p="lg">{t("shipping.empty")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("shipping.zone")}</Table.Th>
                  <Table.Th>{t("shipping.countries")}</Table.Th>
                  <Table.Th>{t("shipping.rates")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {zones.map((zone) => {
                  const names = zone.countries.map((c) => countryName(c, locale));
                  const more = names.length - COUNTRIES_SHOWN;
                  return (
                    <Table.Tr key={zone._id}>
                      <Table.Td>
                        <Anchor component={Link} to={settingsUrls.shippingUpdate(zone._id)} fw={600}>
                          {zone.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {names.slice(0, COUNTRIES_SHOWN).join(", ")}
                          {more > 0 && ` ${t("shipping.moreCountries", { n: more })}`}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RateSummary zone={zone} language={language} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
