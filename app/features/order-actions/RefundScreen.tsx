// SPEC §2 orders/{id}/refund (Tier 1): per line a quantity ("of N", N what is still refundable) and Restock; the
// shipping to give back (its most shown); a reason; notify. The amounts are the server's: "Calculate" (intent=preview)
// posts the form and the page comes back with the figures the API will use, without JavaScript and without React; with
// it, the enhance script posts "Calculate" in the background as the form is typed in and shows the new figures.
import { Alert, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SubmissionResult } from "@conform-to/react";
import type { CurrencyCode } from "@domain/money";
import type { ActionLineDto, OrderActionSummaryDto, RefundDto } from "@domain/order-actions";
import { BackLink } from "~/components/BackLink";
import { StoreDate } from "~/components/StoreDate";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import { formatMoney, fromMinor, toMinor } from "@domain/money";
import { ActionLine, OrderStatusBadges, lineName } from "./ActionLine";
import { formState } from "./form-state";
import { orderActionUrls } from "./urls";

export interface RefundActionData {
  intent: string;
  result: SubmissionResult<string[]>;
  preview: { items: number; shipping: number; total: number } | null;
}

interface Props {
  order: OrderActionSummaryDto;
  lines: ActionLineDto[];
  shipping: { total: number; refunded: number; refundable: number };
  totalRefundable: number;
  refunds: RefundDto[];
  idempotencyKey: string;
  actionData: RefundActionData | undefined;
}

/** "Calculate": posted in the background as the form is typed in when JavaScript runs (enhance/recalc.ts). */
const PREVIEW_BUTTON_ID = "refund-preview";

const moneyOf = (currency: CurrencyCode) => (amount: number) => formatMoney(amount, currency === "USD" ? "en" : "vi");

/**
 * What the buyer paid for one unit: the price less the line's discount share (ADR 035), the price as listed struck
 * through beside it when a discount took something off. A share that does not split evenly over the units is shown
 * rounded, marked "≈" (the refund itself gives back exact amounts: ADR 039's cumulative floor).
 */
function LinePrice({ line, currency: c, money }: { line: ActionLineDto; currency: CurrencyCode; money: (amount: number) => string }) {
  const t = useT("orderActions");
  const netMinor = Math.max(0, toMinor(line.price, c) * line.quantity - toMinor(line.totalDiscount, c));
  const exact = netMinor % line.quantity === 0;
  const each = money(fromMinor(Math.round(netMinor / line.quantity), c));
  return (
    <>
      {" · "}
      {line.totalDiscount > 0 && (
        <>
          <span className="br-visually-hidden">{t("item.originalPrice")}</span>
          <s className="br-action-was">{money(line.price)}</s>{" "}
        </>
      )}
      <span className="br-nowrap">{t("item.each", { price: exact ? each : `≈${each}` })}</span>
    </>
  );
}

export function RefundScreen({ order, lines, shipping, totalRefundable, refunds, idempotencyKey, actionData }: Props) {
  const t = useT("orderActions");
  const localize = useMessage();
  const money = moneyOf(order.currency);
  const state = formState(actionData?.result);
  const refundable = lines.filter((l) => l.refundableQuantity > 0);
  const nothingLeft = refundable.length === 0 && shipping.refundable <= 0;
  const preview = actionData?.preview ?? { items: 0, shipping: 0, total: 0 };
  const err = (name: string) => {
    const e = state.error(name);
    return e ? localize(e) : undefined;
  };
  const formErrors = [...state.formErrors, ...(state.error("lines") ? [state.error("lines")!] : [])];
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <BackLink to={orderActionUrls.detail(order._id)}>{t("backToOrder", { order: order.name })}</BackLink>
        <Title order={1} size="h2" mt={4}>
          {t("refund.title")}
        </Title>
        <OrderStatusBadges order={order} />
      </div>
      {nothingLeft ? (
        <Alert color="gray" title={t("refund.nothingLeft")}>
          {t("refund.nothingLeftBody")}
        </Alert>
      ) : (
        <form method="post" noValidate {...enhance.validate()} {...enhance.recalc(PREVIEW_BUTTON_ID)}>
          <input type="hidden" name="idempotencyKey" value={state.text("idempotencyKey", idempotencyKey)} />
          <Stack gap="lg">
            {totalRefundable <= 0 && (
              <Alert color="gray" title={t("refund.noMoneyLeft")}>
                {t("refund.noMoneyLeftBody")}
              </Alert>
            )}
            {formErrors.length > 0 && actionData?.intent !== "preview" && (
              <Alert color="red" title={t("checkForm")} role="alert">
                {formErrors.map((e) => localize(e)).join(" ")}
              </Alert>
            )}
            <div className="br-action-grid">
              <Stack gap="lg">
                <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="refund-items">
                  <Text fw={600} mb="xs" id="refund-items">
                    {t("refund.items")}
                  </Text>
                  {refundable.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t("refund.nothingLeft")}
                    </Text>
                  ) : (
                    <ul className="br-action-rows">
                      {refundable.map((line, i) => {
                        const name = `lines[${i}].quantity`;
                        // What was posted for this line, found by its id (the lines left may differ from those posted).
                        const j = state.lineIndex(line.lineId);
                        const error = j >= 0 ? (err(`lines[${j}].quantity`) ?? err(`lines[${j}].lineId`)) : undefined;
                        return (
                          <li key={line.lineId} className="br-action-row">
                            <ActionLine line={line} detail={<LinePrice line={line} currency={order.currency} money={money} />} />
                            <div className="br-action-qty">
                              <input type="hidden" name={`lines[${i}].lineId`} value={line.lineId} />
                              <input
                                type="number"
                                name={name}
                                id={`refund-${line.lineId}`}
                                min={0}
                                max={line.refundableQuantity}
                                step={1}
                                inputMode="numeric"
                                defaultValue={j >= 0 ? state.text(`lines[${j}].quantity`, "0") : "0"}
                                aria-label={t("item.quantityOf", { name: lineName(line) })}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={`refund-${line.lineId}-max${error ? ` refund-${line.lineId}-error` : ""}`}
                              />
                              <span className="br-action-limits br-dim br-xs">
                                <span className="br-nowrap">{t("item.ofN", { n: line.refundableQuantity })}</span>
                                <span className="br-nowrap" id={`refund-${line.lineId}-max`} data-testid="line-refundable">
                                  {t("refund.lineMax", { amount: money(line.refundableAmount) })}
                                </span>
                              </span>
                              <label className="br-action-restock">
                                <input
                                  type="checkbox"
                                  name={`lines[${i}].restock`}
                                  defaultChecked={j >= 0 ? state.checked(`lines[${j}].restock`, true) : true}
                                  aria-label={t("refund.restockOf", { name: lineName(line) })}
                                />
                                {t("refund.restock")}
                              </label>
                            </div>
                            {error && (
                              <div className="br-action-error" id={`refund-${line.lineId}-error`}>
                                {error}
                              </div>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </Card>
                <Card withBorder padding="lg" radius="md" component="section">
                  <Stack gap="sm">
                    <TextInput
                      name="shipping"
                      id="refund-shipping"
                      label={t("refund.shipping")}
                      description={t("refund.shippingMax", { amount: money(shipping.refundable) })}
                      inputMode="decimal"
                      defaultValue={state.text("shipping", "0")}
                      error={err("shipping")}
                      autoComplete="off"
                    />
                    <TextInput
                      name="reason"
                      id="refund-reason"
                      label={t("refund.reason")}
                      description={t("refund.reasonHint")}
                      defaultValue={state.text("reason", "")}
                      error={err("reason")}
                      maxLength={255}
                    />
                    <Checkbox name="notify" label={t("refund.notify")} defaultChecked={state.checked("notify", true)} />
                  </Stack>
                </Card>
              </Stack>
              <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="refund-summary">
                <Text fw={600} mb="xs" id="refund-summary">
                  {t("refund.summary")}
                </Text>
                <dl className="br-summary-rows" aria-live="polite" id="refund-summary-rows" {...enhance.recalcPart()}>
                  <div>
                    <dt>{t("refund.itemsSubtotal")}</dt>
                    <dd>{money(preview.items)}</dd>
                  </div>
                  <div>
                    <dt>{t("refund.shipping")}</dt>
                    <dd>{money(preview.shipping)}</dd>
                  </div>
                  <div className="br-summary-total">
                    <dt>{t("refund.total")}</dt>
                    <dd data-testid="refund-total">{money(preview.total)}</dd>
                  </div>
                </dl>
                <Text size="xs" c="dimmed" mt="xs">
                  {t("refund.available", { amount: money(totalRefundable) })}
                </Text>
                <Group mt="md" grow>
                  <Button type="submit" name="intent" value="preview" variant="default" id={PREVIEW_BUTTON_ID}>
                    {t("refund.calculate")}
                  </Button>
                </Group>
                <Button
                  type="submit"
                  name="intent"
                  value="refund"
                  mt="sm"
                  fullWidth
                  color="red"
                  id="refund-submit"
                  {...enhance.lock(1000)}
                  {...enhance.recalcPart()}
                >
                  {actionData?.intent === "preview" && preview.total > 0 ? t("refund.submit", { amount: money(preview.total) }) : t("refund.title")}
                </Button>
              </Card>
            </div>
          </Stack>
        </form>
      )}
      {refunds.length > 0 && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="refunds-title">
          <Text fw={600} mb="xs" id="refunds-title">
            {t("refund.history")}
          </Text>
          <ul className="br-action-rows">
            {refunds.map((r) => (
              <li key={r._id} className="br-action-row">
                <div style={{ flex: 1 }}>
                  <StoreDate value={r.createdAt} />
                  {r.reason && <span className="br-dim"> · {r.reason}</span>}
                </div>
                <span className="br-nowrap">{money(r.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Stack>
  );
}
