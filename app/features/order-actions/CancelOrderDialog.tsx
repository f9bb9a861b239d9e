// The order page's cancel dialog, a URL state (`?dialog=cancel`, ADR 033): served open without JavaScript, opened in
// place with it (`enhance.dialogOpen(CANCEL_DIALOG_ID)` on the opener). Its form posts `intent=cancel` to the order's
// page, whose action calls `handleCancelIntent`; the idempotency key was made when the page rendered.
import { Alert, Button, Checkbox, NativeSelect, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { CANCEL_REASONS, type OrderActionSummaryDto } from "@domain/order-actions";
import { formatMoney, fromMinor, toMinor, type CurrencyCode } from "@domain/money";
import { DialogFrame } from "~/components/dialogs/DialogFrame";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import { formState } from "./form-state";
import { orderActionUrls } from "./urls";

export const CANCEL_DIALOG_ID = "cancel-order-dialog";

/** The opener: a link to the dialog's URL, opened in place by the enhance script. */
export function CancelOrderButton({ order }: { order: OrderActionSummaryDto }) {
  const t = useT("orderActions");
  if (order.status === "cancelled") return null;
  return (
    <Button component={Link} to={orderActionUrls.cancelDialog(order._id)} variant="default" color="red" {...enhance.dialogOpen(CANCEL_DIALOG_ID)}>
      {t("cancel.open")}
    </Button>
  );
}

export function CancelOrderDialog({
  order,
  opened,
  idempotencyKey,
  result,
}: {
  order: OrderActionSummaryDto;
  /** The URL says `?dialog=cancel`, or a refused cancel came back. */
  opened: boolean;
  idempotencyKey: string;
  /** The action's answer when it was this dialog's (`intent === "cancel"`). */
  result?: SubmissionResult<string[]>;
}) {
  const t = useT("orderActions");
  const localize = useMessage();
  const state = formState(result);
  const formId = `${CANCEL_DIALOG_ID}-form`;
  const money = (amount: number) => formatMoney(amount, order.currency === "USD" ? "en" : "vi");
  // What a cancel with refund gives back at most: paid less refunded, in minor units (never a float subtraction).
  const refundable = differenceOf(order.paid, order.refunded, order.currency);
  const reasonLabel = (r: (typeof CANCEL_REASONS)[number]) => t(`cancel.reasons.${r}`);
  const reasonError = state.error("reason");
  return (
    <DialogFrame
      id={CANCEL_DIALOG_ID}
      opened={opened || !!result}
      closeHref={orderActionUrls.detail(order._id)}
      title={t("cancel.title", { order: order.name })}
      footer={
        <>
          <Button component={Link} to={orderActionUrls.detail(order._id)} variant="default" {...enhance.dialogClose()}>
            {t("cancel.keep")}
          </Button>
          <Button type="submit" form={formId} color="red" {...enhance.lock(1000)}>
            {t("cancel.submit")}
          </Button>
        </>
      }
    >
      <form method="post" id={formId} action={orderActionUrls.detail(order._id)}>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="idempotencyKey" value={state.text("idempotencyKey", idempotencyKey)} />
        <Stack gap="sm">
          {state.formErrors.length > 0 && (
            <Alert color="red" role="alert">
              {state.formErrors.map((e) => localize(e)).join(" ")}
            </Alert>
          )}
          <Text size="sm">{t("cancel.body")}</Text>
          <NativeSelect
            name="reason"
            id={`${CANCEL_DIALOG_ID}-reason`}
            label={t("cancel.reason")}
            data={CANCEL_REASONS.map((r) => ({ value: r, label: reasonLabel(r) }))}
            defaultValue={state.text("reason", "customer")}
            error={reasonError ? localize(reasonError) : undefined}
          />
          <Checkbox name="restock" value="true" label={t("cancel.restock")} defaultChecked={state.checked("restock", true)} />
          {refundable > 0 && (
            <Checkbox name="refund" label={t("cancel.refund", { amount: money(refundable) })} defaultChecked={state.checked("refund", true)} />
          )}
          <Checkbox name="notify" label={t("cancel.notify")} defaultChecked={state.checked("notify", true)} />
        </Stack>
      </form>
    </DialogFrame>
  );
}

/** `a − b` of two amounts of `currency`, worked out in minor units. */
const differenceOf = (a: number, b: number, currency: CurrencyCode) => fromMinor(toMinor(a, currency) - toMinor(b, currency), currency);

/**
 * Mark a pending order paid (cash on delivery collected, a transfer received): `intent=mark-paid` to the order's page.
 * A refusal shows above the button; the form keeps its key unless the API refused the key itself (then the action gave
 * a new one, ADR 039). A refusal that came back after the order stopped waiting for payment shows without the button.
 */
export function MarkPaidForm({
  order,
  idempotencyKey,
  result,
}: {
  order: OrderActionSummaryDto;
  idempotencyKey: string;
  /** The action's answer when it was this form's (`intent === "mark-paid"`). */
  result?: SubmissionResult<string[]>;
}) {
  const t = useT("orderActions");
  const localize = useMessage();
  const state = formState(result);
  const refusal = result ? Object.values(result.error ?? {}).flat() : [];
  const alert = refusal.length > 0 && (
    <Alert color="red" variant="light" role="alert">
      {refusal.map((m) => localize(m ?? "")).join(" ")}
    </Alert>
  );
  if (order.status === "cancelled" || order.financialStatus !== "pending") return alert || null;
  const amount = formatMoney(differenceOf(order.totalPrice, order.paid, order.currency), order.currency === "USD" ? "en" : "vi");
  return (
    <form method="post" action={orderActionUrls.detail(order._id)}>
      <input type="hidden" name="intent" value="mark-paid" />
      <input type="hidden" name="idempotencyKey" value={state.text("idempotencyKey", idempotencyKey)} />
      <Stack gap={4} align="flex-start">
        {alert}
        <Text size="sm" c="dimmed">
          {t("markPaid.hint", { amount })}
        </Text>
        <Button type="submit" variant="light" {...enhance.lock(1000)}>
          {t("markPaid.submit")}
        </Button>
      </Stack>
    </form>
  );
}
