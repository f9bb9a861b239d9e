import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { BILLING_MESSAGES, offeredPlans } from "@domain/billing";
import { currentSubscription, listPlans, trialTime } from "~/api-client/billing.server";
import { editorData } from "~/components/editor";
import { unknownIntent } from "~/components/editor/actions.server";
import { PlanCard } from "~/features/billing/PlanCard";
import { PlanStatusCard } from "~/features/billing/PlanStatusCard";
import { choosePlanAction } from "~/features/billing/actions.server";
import { billingUrls } from "~/features/billing/urls";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";

export const meta = titleMeta;

/** SPEC §2 pricing: the plans, the current one marked, and only ACTIVE other plans offered (SPEC §4). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "settings");
  const [plans, current, trial, t] = await Promise.all([listPlans(api), currentSubscription(api), trialTime(api), requestT(request, context, "billing")]);
  // The card is on Billing, a restricted page (SPEC §2): only an operator gets a link that leads somewhere.
  return { plans, current, trial, timezone: storeTimezone(user), canAddCard: user.isOperator, title: pageTitle(t("pricing.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const formData = await request.formData();
  if (formData.get("intent") !== "choose") throw unknownIntent();
  const plans = await listPlans(api);
  return choosePlanAction(request, context, api, formData, (id) => plans.find((p) => p._id === id)?.plan.name ?? "");
}

export default function PricingPage() {
  const { plans, current, trial, timezone, canAddCard } = useLoaderData<typeof loader>();
  const answer = editorData(useActionData<typeof action>());
  const t = useT("billing");
  const localize = useMessage();
  const currentId = current.subscription?._id ?? null;
  const shown = [...(current.subscription ? [current.subscription] : []), ...offeredPlans(plans, currentId)];
  const errors = answer?.result?.error ? Object.values(answer.result.error).flat() : [];
  const needsCard = errors.some((e) => localize(e ?? "") === localize(BILLING_MESSAGES.noPaymentInfo));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("pricing.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("pricing.description")}
        </Text>
      </div>
      {errors.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t("pricing.notChosen")}>
          {errors.map((e) => localize(e ?? "")).join(" ")}
          {needsCard && canAddCard && (
            <>
              {" "}
              <Anchor component={Link} to={billingUrls.billing}>
                {t("pricing.addCard")}
              </Anchor>
            </>
          )}
          {needsCard && !canAddCard && ` ${t("pricing.askForCard")}`}
        </Alert>
      )}
      <PlanStatusCard trial={trial} current={current} timezone={timezone} link={false} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((plan) => (
          <PlanCard key={plan._id} plan={plan} current={plan._id === currentId} version={current.version} />
        ))}
      </SimpleGrid>
      {shown.length === 0 && <Text c="dimmed">{t("pricing.none")}</Text>}
    </Stack>
  );
}
