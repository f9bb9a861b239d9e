import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Alert, Button, Card, Stack, Text } from "@mantine/core";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { CancelOrderButton, CancelOrderDialog, MarkPaidForm } from "~/features/order-actions/CancelOrderDialog";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { editorData } from "~/components/editor/types";
import { TextareaField, TextField } from "~/components/form";
import { StoreDate } from "~/components/StoreDate";
import { actionSummaryOf } from "~/features/orders/action-summary";
import { loadOrderPage, orderPageAction, type OrderFormFailure } from "~/features/orders/detail.server";
import { orderScreen, orderValues, type OrderValues } from "~/features/orders/form";
import { OrderCustomerCard, OrderFulfillmentsCard, OrderLinesCard, OrderProfitCard, OrderTimeline, OrderTotalsCard } from "~/features/orders/OrderDetailParts";
import { OrderStatusBadges } from "~/features/orders/StatusBadges";
import { orderUrls } from "~/features/orders/urls";
import { ORDER_NOTE_MAX } from "@domain/order-admin";
import { isCancelReason } from "@domain/order-actions";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/order-actions/order-actions.css";
import "~/features/orders/orders.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "orders");
  const page = await loadOrderPage(api, params.id ?? "");
  return { ...page, title: pageTitle(page.order.name) };
}

/** One intent per form (rule 5): save / overwrite / delete (the notes editor), comment, archive, unarchive, cancel, mark-paid. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "orders");
  return orderPageAction(request, context, api, await requestT(request, context, "orders"), params.id ?? "", await request.formData());
}

export default function OrderPage() {
  const { order, events, profit, fulfillments, keys } = useLoaderData<typeof loader>();
  const location = useLocation();
  const actionData = useActionData<typeof action>();
  const t = useT("orders");
  const ta = useT("orderActions");
  const localize = useMessage();
  const screen = orderScreen(t, order);
  const editor = useEditorForm<OrderValues>(screen.formId, orderValues(order), editorData(actionData as object | undefined, ["save", "overwrite", "delete"]));
  const failure =
    actionData && "intent" in actionData && ["comment", "archive", "unarchive"].includes(actionData.intent) ? (actionData as OrderFormFailure) : null;
  const summary = actionSummaryOf(order);
  const refusal = (intent: string) =>
    actionData && "intent" in actionData && actionData.intent === intent && "result" in actionData
      ? (actionData.result as SubmissionResult<string[]>)
      : undefined;
  const cancelRefused = refusal("cancel");
  const markPaidRefused = refusal("mark-paid");
  const pending = order.status !== "cancelled" && order.financialStatus === "pending";
  const { fields } = editor;
  const archived = order.status === "archived";
  return (
    <EditorScreen
      screen={screen}
      record={order}
      editor={editor}
      className="br-editor br-order-page"
      badge={<OrderStatusBadges financial={order.financialStatus} fulfillment={order.fulfillmentStatus} status={order.status} />}
      description={
        <>
          <StoreDate value={order.createdAt} time /> · {t(`source.${order.source as "admin"}`, { defaultValue: order.source })}
        </>
      }
      headerActions={
        <div className="br-order-actions">
          <CancelOrderButton order={summary} />
          <Button component={Link} to={orderUrls.fulfillment(order._id)} variant="default" size="sm">
            {t("detail.fulfill")}
          </Button>
          <Button component={Link} to={orderUrls.refund(order._id)} variant="default" size="sm">
            {t("detail.refund")}
          </Button>
          {order.status !== "cancelled" && (
            <form method="post" action={orderUrls.detail(order._id)} {...enhance.leaveOk()}>
              <input type="hidden" name="intent" value={archived ? "unarchive" : "archive"} />
              <input type="hidden" name="version" value={order.version} />
              <Button type="submit" variant="default" size="sm" {...enhance.lock(1000)}>
                {archived ? t("detail.unarchive") : t("detail.archive")}
              </Button>
            </form>
          )}
        </div>
      }
      aside={
        <>
          {(pending || markPaidRefused) && (
            <Card withBorder padding="lg" radius="md">
              <MarkPaidForm order={summary} idempotencyKey={keys.markPaid} result={markPaidRefused} />
            </Card>
          )}
          <OrderCustomerCard order={order} />
          <OrderProfitCard profit={profit} />
        </>
      }
      after={
        <>
          <OrderTimeline order={order} events={events} failure={failure?.intent === "comment" ? failure : null} />
          <CancelOrderDialog
            order={summary}
            opened={new URLSearchParams(location.search).get("dialog") === "cancel"}
            idempotencyKey={keys.cancel}
            result={cancelRefused}
          />
        </>
      }
    >
      {failure && failure.intent !== "comment" && (
        <Alert color="red" variant="light" title={t("detail.archiveFailed")} role="alert">
          {localize(failure.error)}
        </Alert>
      )}
      {archived && (
        <Alert variant="light" color="gray">
          {t("detail.archivedNotice")}
        </Alert>
      )}
      {order.status === "cancelled" && order.cancelledAt && (
        <Alert variant="light" color="gray">
          {t("detail.cancelled", { date: "" })}
          <StoreDate value={order.cancelledAt} time />
          {order.cancelReason
            ? ` · ${t("detail.cancelReason", { reason: isCancelReason(order.cancelReason) ? ta(`cancel.reasons.${order.cancelReason}`) : order.cancelReason })}`
            : ""}
        </Alert>
      )}
      <OrderLinesCard order={order} />
      <OrderFulfillmentsCard order={order} fulfillments={fulfillments} />
      <OrderTotalsCard order={order} />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-notes">
        <Text fw={600} mb="xs" id="order-notes">
          {t("detail.notes")}
        </Text>
        <Stack gap="sm">
          <TextareaField
            field={fields.note}
            rule={{ maxLength: ORDER_NOTE_MAX }}
            label={t("detail.note")}
            placeholder={t("detail.notePlaceholder")}
            rows={3}
            resize="vertical"
          />
          <TextField field={fields.tags} label={t("detail.tags")} description={t("detail.tagsHint")} autoComplete="off" />
        </Stack>
      </Card>
    </EditorScreen>
  );
}
