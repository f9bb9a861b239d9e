// SPEC §2 orders/{id}/fulfillment (Tier 1): what is left to ship per line, a quantity each (what is left by default, 0
// to skip), the carrier, tracking number and link, and whether to tell the customer; then the order's fulfilments, each
// with its tracking to edit and a cancel. Every form posts natively with its intent; the fulfil form's idempotency key
// was made when the page rendered.
import { Alert, Badge, Button, Card, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SubmissionResult } from "@conform-to/react";
import { TRACKING_COMPANIES, type ActionLineDto, type FulfillmentDto, type OrderActionSummaryDto } from "@domain/order-actions";
import { BackLink } from "~/components/BackLink";
import { StoreDate } from "~/components/StoreDate";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import { ActionLine, OrderStatusBadges, lineName } from "./ActionLine";
import { formState, type FormState } from "./form-state";
import { orderActionUrls } from "./urls";

export interface FulfillmentActionData {
  intent: string;
  target: string | null;
  result: SubmissionResult<string[]>;
}

interface Props {
  order: OrderActionSummaryDto;
  lines: ActionLineDto[];
  fulfillments: FulfillmentDto[];
  idempotencyKey: string;
  actionData: FulfillmentActionData | undefined;
}

export function FulfillmentScreen({ order, lines, fulfillments, idempotencyKey, actionData }: Props) {
  const t = useT("orderActions");
  const open = lines.filter((l) => l.unfulfilledQuantity > 0);
  const fulfil = formState(actionData?.intent === "fulfil" ? actionData.result : undefined);
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <BackLink to={orderActionUrls.detail(order._id)}>{t("backToOrder", { order: order.name })}</BackLink>
        <Title order={1} size="h2" mt={4}>
          {t("fulfil.title")}
        </Title>
        <OrderStatusBadges order={order} />
      </div>
      {order.status === "cancelled" ? (
        <Alert color="gray">{t("fulfil.cancelledOrder")}</Alert>
      ) : open.length === 0 ? (
        <Alert color="teal">{t("fulfil.nothingLeft")}</Alert>
      ) : (
        <FulfilForm order={order} lines={lines} state={fulfil} idempotencyKey={fulfil.text("idempotencyKey", idempotencyKey)} />
      )}
      {fulfillments.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="fulfillments-title">
          <Title order={2} size="h4" id="fulfillments-title">
            {t("fulfillments.title")}
          </Title>
          {fulfillments.map((f, i) => (
            <FulfillmentCard
              key={f._id}
              fulfillment={f}
              number={i + 1}
              lines={lines}
              state={formState(actionData?.intent === "update-tracking" && actionData.target === f._id ? actionData.result : undefined)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FormErrors({ state }: { state: FormState }) {
  const t = useT("orderActions");
  const localize = useMessage();
  const errors = [...state.formErrors, ...(state.error("lines") ? [state.error("lines")!] : [])];
  if (!state.submitted || errors.length === 0) return null;
  return (
    <Alert color="red" title={t("checkForm")} role="alert">
      {errors.map((e) => localize(e)).join(" ")}
    </Alert>
  );
}

function FulfilForm({
  order,
  lines,
  state,
  idempotencyKey,
}: {
  order: OrderActionSummaryDto;
  lines: ActionLineDto[];
  state: FormState;
  idempotencyKey: string;
}) {
  const t = useT("orderActions");
  const localize = useMessage();
  const open = lines.filter((l) => l.unfulfilledQuantity > 0);
  const err = (name: string) => {
    const e = state.error(name);
    return e ? localize(e) : undefined;
  };
  return (
    <form method="post" {...enhance.validate()} noValidate>
      <input type="hidden" name="intent" value="fulfil" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Stack gap="lg">
        <FormErrors state={state} />
        <div className="br-action-grid">
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="unfulfilled-title">
            <Group justify="space-between" mb="xs">
              <Text fw={600} id="unfulfilled-title">
                {t("fulfil.unfulfilled")}
              </Text>
              <Badge color="yellow" variant="light">
                {order.name}
              </Badge>
            </Group>
            <ul className="br-action-rows">
              {open.map((line, i) => {
                const name = `lines[${i}].quantity`;
                // What was posted for this line, found by its id (the lines left to ship may differ from those posted).
                const j = state.lineIndex(line.lineId);
                const error = j >= 0 ? (err(`lines[${j}].quantity`) ?? err(`lines[${j}].lineId`)) : undefined;
                return (
                  <li key={line.lineId} className="br-action-row">
                    <ActionLine line={line} />
                    <div className="br-action-qty">
                      <input type="hidden" name={`lines[${i}].lineId`} value={line.lineId} />
                      <input
                        type="number"
                        name={name}
                        id={`fulfil-${line.lineId}`}
                        min={0}
                        max={line.unfulfilledQuantity}
                        step={1}
                        inputMode="numeric"
                        defaultValue={j >= 0 ? state.text(`lines[${j}].quantity`, "0") : String(line.unfulfilledQuantity)}
                        aria-label={t("item.quantityOf", { name: lineName(line) })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `fulfil-${line.lineId}-error` : undefined}
                      />
                      <span className="br-dim br-xs">{t("item.ofN", { n: line.unfulfilledQuantity })}</span>
                    </div>
                    {error && (
                      <div className="br-action-error" id={`fulfil-${line.lineId}-error`}>
                        {error}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </Card>
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tracking-title">
            <Text fw={600} mb="xs" id="tracking-title">
              {t("fulfil.tracking")}
            </Text>
            <TrackingFields state={state} idPrefix="new" values={{ company: "", number: "", url: "" }} />
            <Checkbox mt="md" name="notifyCustomer" label={t("fulfil.notify")} defaultChecked={state.checked("notifyCustomer", true)} />
            <Button type="submit" mt="lg" fullWidth {...enhance.lock(1000)}>
              {t("fulfil.submit")}
            </Button>
          </Card>
        </div>
      </Stack>
    </form>
  );
}

function TrackingFields({ state, idPrefix, values }: { state: FormState; idPrefix: string; values: { company: string; number: string; url: string } }) {
  const t = useT("orderActions");
  const localize = useMessage();
  const err = (name: string) => {
    const e = state.error(name);
    return e ? localize(e) : undefined;
  };
  const company = state.text("trackingCompany", values.company);
  const options = [
    { value: "", label: t("fulfil.chooseCompany") },
    ...TRACKING_COMPANIES.map((c) => ({ value: c, label: c === "Other" ? t("fulfil.other") : c })),
    // A carrier typed through the API that the list lacks stays as it is.
    ...(company && !(TRACKING_COMPANIES as readonly string[]).includes(company) ? [{ value: company, label: company }] : []),
  ];
  return (
    <Stack gap="sm">
      <NativeSelect
        id={`${idPrefix}-company`}
        name="trackingCompany"
        label={t("fulfil.company")}
        data={options}
        defaultValue={company}
        error={err("trackingCompany")}
      />
      <TextInput
        id={`${idPrefix}-number`}
        name="trackingNumber"
        label={t("fulfil.number")}
        defaultValue={state.text("trackingNumber", values.number)}
        error={err("trackingNumber")}
        autoComplete="off"
      />
      <TextInput
        id={`${idPrefix}-url`}
        name="trackingUrl"
        type="url"
        label={t("fulfil.url")}
        placeholder="https://"
        defaultValue={state.text("trackingUrl", values.url)}
        error={err("trackingUrl")}
        autoComplete="off"
      />
    </Stack>
  );
}

function FulfillmentCard({ fulfillment: f, number, lines, state }: { fulfillment: FulfillmentDto; number: number; lines: ActionLineDto[]; state: FormState }) {
  const t = useT("orderActions");
  const cancelled = f.status === "cancelled";
  const byId = new Map(lines.map((l) => [l.lineId, l]));
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={`fulfillment-${f._id}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600} id={`fulfillment-${f._id}`}>
            {t("fulfillments.numbered", { n: number })}
          </Text>
          <Badge color={cancelled ? "gray" : "teal"} variant="light">
            {t(cancelled ? "fulfillments.cancelled" : "fulfillments.success")}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <StoreDate value={f.createdAt} />
        </Text>
      </Group>
      <ul className="br-action-rows">
        {f.lines.map((fl) => {
          const line = byId.get(fl.lineId);
          return line ? (
            <li key={fl.lineId} className="br-action-row">
              <ActionLine line={line} />
              <span className="br-nowrap">× {fl.quantity}</span>
            </li>
          ) : null;
        })}
      </ul>
      {cancelled ? (
        <Text size="sm" c="dimmed" mt="xs">
          {[f.trackingCompany, f.trackingNumber].filter(Boolean).join(" · ") || t("fulfillments.noTracking")}
        </Text>
      ) : (
        <>
          <form method="post" noValidate {...enhance.validate()}>
            <input type="hidden" name="intent" value="update-tracking" />
            <input type="hidden" name="fulfillmentId" value={f._id} />
            <input type="hidden" name="version" value={f.version} />
            <FormErrors state={state} />
            <TrackingFields state={state} idPrefix={`f-${f._id}`} values={{ company: f.trackingCompany, number: f.trackingNumber, url: f.trackingUrl }} />
            {f.trackingUrl && !state.submitted && (
              <Text size="sm" mt={4}>
                <a href={f.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {f.trackingUrl}
                </a>
              </Text>
            )}
            <Group justify="space-between" mt="md" className="br-wrap-row">
              <Checkbox name="notifyCustomer" label={t("fulfillments.notifyUpdate")} defaultChecked={state.checked("notifyCustomer", false)} />
              <Button type="submit" variant="default" {...enhance.lock(1000)}>
                {t("fulfillments.save")}
              </Button>
            </Group>
          </form>
          <form method="post" style={{ marginTop: 8 }}>
            <input type="hidden" name="intent" value="cancel-fulfillment" />
            <input type="hidden" name="fulfillmentId" value={f._id} />
            <Button type="submit" variant="subtle" color="red" size="compact-sm" {...enhance.lock(1000)}>
              {t("fulfillments.cancel")}
            </Button>
          </form>
        </>
      )}
    </Card>
  );
}
