import { Badge, Button, Card, List, Stack, Text } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { SubscriptionDto } from "@domain/billing";
import { enhance } from "~/enhance/attributes";
import { useT } from "~/lib/i18n";
import { billing as enBilling } from "@domain/i18n/en/billing";
import { moneyOf } from "./BalanceCard";

type FeatureKey = keyof typeof enBilling.features;
const isFeatureKey = (key: string): key is FeatureKey => key in enBilling.features;

/** One plan on the pricing page: the current one marked, an offered one with its own choose form (plan id + version). */
export function PlanCard({ plan, current, version }: { plan: SubscriptionDto; current: boolean; version: number }) {
  const t = useT("billing");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={plan.plan.name} data-testid={`plan-${plan.code}`} className="br-plan">
      <Stack gap="sm" h="100%">
        <Text fw={700} size="lg">
          {plan.plan.name}
        </Text>
        {current && (
          <Badge color="teal" variant="light" w="fit-content">
            {t("pricing.currentBadge")}
          </Badge>
        )}
        <Text size="xl" fw={600}>
          {t("current.perMonth", { price: moneyOf(plan.plan.priceMinor, plan.plan.currency) })}
        </Text>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {plan.plan.features.map((f) => (
            <List.Item key={f}>{isFeatureKey(f) ? t(`features.${f}`) : f}</List.Item>
          ))}
        </List>
        {!current && (
          <Form method="post">
            <input type="hidden" name="intent" value="choose" />
            <input type="hidden" name="planId" value={plan._id} />
            <input type="hidden" name="version" value={String(version)} />
            <Button type="submit" fullWidth {...enhance.lock(1000)}>
              {t("pricing.choose", { name: plan.plan.name })}
            </Button>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
