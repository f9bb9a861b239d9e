import { Anchor, Card, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { formatMoney, fromMinor, type CurrencyCode } from "@domain/money";
import { useT } from "~/lib/i18n";
import { billingUrls } from "./urls";

export const moneyOf = (minor: number, currency: CurrencyCode) => formatMoney(fromMinor(minor, currency), currency === "VND" ? "vi" : "en");

/** The prepaid balance (the ledger's sum) with the ways to add to it and to see its history. */
export function BalanceCard({ balanceMinor, currency, links = true }: { balanceMinor: number; currency: CurrencyCode; links?: boolean }) {
  const t = useT("billing");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-balance">
      <Text fw={600} mb="xs" id="billing-balance">
        {t("billing.balanceTitle")}
      </Text>
      <Text size="lg" fw={600} data-testid="balance">
        {moneyOf(balanceMinor, currency)}
      </Text>
      {links && (
        <Group gap="md" mt="sm">
          <Anchor component={Link} to={billingUrls.topUp} size="sm">
            {t("billing.topUp")}
          </Anchor>
          <Anchor component={Link} to={billingUrls.history} size="sm">
            {t("billing.history")}
          </Anchor>
        </Group>
      )}
    </Card>
  );
}
