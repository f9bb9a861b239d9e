import { Card, Text } from "@mantine/core";
import type { AbandonedCounter } from "@domain/abandoned";
import { formatCount } from "@domain/i18n/count";
import { formatMoney, type CurrencyCode } from "@domain/money";
import { useLocale, useT } from "~/lib/i18n";
import { moneyLanguage } from "../customers/filters";

/** SPEC §3's abandoned-checkout conversion for the list's range (or the last 30 days), from the report base. */
export function CounterStrip({ counter, range, currency }: { counter: AbandonedCounter; range: { from: string; to: string }; currency: CurrencyCode }) {
  const t = useT("abandoned");
  const locale = useLocale();
  const items = [
    ["total", formatCount(counter.total, locale)],
    ["emailSent", formatCount(counter.emailSent, locale)],
    ["emailClick", formatCount(counter.emailClick, locale)],
    ["completedOrder", formatCount(counter.completedOrder, locale)],
    ["revenue", formatMoney(counter.revenue, moneyLanguage(currency))],
  ] as const;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="ab-stats">
      <Text fw={600} size="sm" mb="xs" id="ab-stats">
        {t("stats.title", { from: range.from, to: range.to })}
      </Text>
      <dl className="br-ab-stats">
        {items.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd data-stat={key}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
