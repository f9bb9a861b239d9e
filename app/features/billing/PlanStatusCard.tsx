import { Anchor, Badge, Card, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { expiredDuration, type CurrentSubscription, type TrialTime } from "@domain/billing";
import { formatDate } from "@domain/date-format";
import { formatMoney, fromMinor } from "@domain/money";
import { useLocale, useT } from "~/lib/i18n";
import { billingUrls } from "./urls";

/**
 * SPEC §4: with no current subscription the trial is shown ('You have {n} days left in your trial' or 'Your free trial
 * expired {duration}', the duration said in the reader's language); otherwise the plan and its price.
 */
export function PlanStatusCard({
  trial,
  current,
  timezone,
  link = true,
}: {
  trial: TrialTime;
  current: CurrentSubscription;
  timezone: string;
  link?: boolean;
}) {
  const t = useT("billing");
  const locale = useLocale();
  const sub = current.subscription;
  if (!sub) {
    const expired = trial.diff < 0;
    return (
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-trial">
        <Group justify="space-between" mb="xs">
          <Text fw={600} id="billing-trial">
            {t("trial.title")}
          </Text>
          <Badge color={expired ? "red" : "teal"} variant="light">
            {t(`trial.${trial.status}`)}
          </Badge>
        </Group>
        <Text data-testid="trial-text" c={expired ? "red" : undefined}>
          {expired ? t("trial.expired", { duration: expiredDuration(trial.diff, locale) }) : t("trial.daysLeft", { n: trial.diff })}
        </Text>
        {link && (
          <Anchor component={Link} to={billingUrls.pricing} size="sm" mt="sm" display="inline-block">
            {t("trial.choose")}
          </Anchor>
        )}
      </Card>
    );
  }
  const price = formatMoney(fromMinor(sub.plan.priceMinor, sub.plan.currency), sub.plan.currency === "VND" ? "vi" : "en");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-current">
      <Text fw={600} mb="xs" id="billing-current">
        {t("current.title")}
      </Text>
      <Text size="lg" fw={600} data-testid="current-plan">
        {sub.plan.name}
      </Text>
      <Text size="sm">{t("current.perMonth", { price })}</Text>
      <Text size="sm" c="dimmed">
        {t("current.since", { date: formatDate(sub.startedAt, timezone) })}
      </Text>
      {link && (
        <Anchor component={Link} to={billingUrls.pricing} size="sm" mt="sm" display="inline-block">
          {t("current.change")}
        </Anchor>
      )}
    </Card>
  );
}
