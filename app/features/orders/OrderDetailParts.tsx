import { Badge, Button, Card, Group, Stack, Text, Textarea } from "@mantine/core";
import { countryName } from "@domain/countries";
import type { OrderDetailDto, OrderEventDto, OrderProfitDto } from "@domain/order-admin";
import { COMMENT_MAX } from "@domain/order-admin";
import { formatPercent, fromMinor, type CurrencyCode } from "@domain/money";
import { PAYMENT_METHODS, type PaymentMethod } from "@domain/order";
import { isCancelReason, type FulfillmentDto } from "@domain/order-actions";
import { StoreDate } from "~/components/StoreDate";
import { DIALOG_BUTTON_LOCK_MS } from "~/components/dialogs";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import { orderMoney } from "./money";
import { EVENT_KINDS, eventDetails, type TimelineDetails, type TimelineLine } from "./timeline";
import { orderUrls } from "./urls";

type Order = OrderDetailDto;

/** The lines as sold: image, title and variant, SKU, quantities shipped and refunded, price × quantity less its discount. */
export function OrderLinesCard({ order }: { order: Order }) {
  const t = useT("orders");
  const money = (n: number) => orderMoney(n, order.currency);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-items">
      <Text fw={600} mb="xs" id="order-items">
        {t("detail.items")}
      </Text>
      <ul className="br-order-lines">
        {order.lines.map((line) => (
          <li key={line._id} className="br-order-line" data-line={line.sku || line.title}>
            {line.image ? (
              <img src={line.image} alt="" className="br-order-thumb" loading="lazy" width={48} height={48} />
            ) : (
              <span className="br-order-thumb" />
            )}
            <div>
              <div className="br-break">{line.title}</div>
              {line.variantTitle && <div className="br-dim br-xs">{line.variantTitle}</div>}
              {line.sku && <div className="br-dim br-xs">SKU: {line.sku}</div>}
              <div className="br-dim br-xs">
                {money(line.price)} × {line.quantity}
                {line.fulfilledQuantity > 0 ? ` · ${t("detail.fulfilled", { n: line.fulfilledQuantity })}` : ""}
                {line.refundedQuantity > 0 ? ` · ${t("detail.refunded", { n: line.refundedQuantity })}` : ""}
              </div>
              {line.totalDiscount > 0 && <div className="br-dim br-xs">{t("detail.discountShare", { amount: money(line.totalDiscount) })}</div>}
            </div>
            <div className="br-nowrap">{money(line.total)}</div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The order's shipments, as the fulfilment page numbers them: what each carried, whether it still stands, its carrier
 * and number (the number links to the carrier's page when there is one), and a link to edit it on the fulfilment page.
 */
export function OrderFulfillmentsCard({ order, fulfillments }: { order: Order; fulfillments: FulfillmentDto[] }) {
  const t = useT("orders");
  const ta = useT("orderActions");
  if (fulfillments.length === 0) return null;
  const lineById = new Map(order.lines.map((l) => [l._id, l]));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-fulfillments">
      <Text fw={600} mb="xs" id="order-fulfillments">
        {t("detail.fulfillments")}
      </Text>
      <ol className="br-order-shipments">
        {fulfillments.map((f, i) => {
          const cancelled = f.status === "cancelled";
          const titleId = `order-fulfillment-${f._id}`;
          return (
            <li key={f._id} className="br-order-shipment" data-status={f.status}>
              <article aria-labelledby={titleId}>
                <div className="br-order-shipment-head">
                  <Text fw={500} size="sm" id={titleId}>
                    {ta("fulfillments.numbered", { n: i + 1 })}
                  </Text>
                  <Badge color={cancelled ? "gray" : "teal"} variant="light" size="sm">
                    {ta(cancelled ? "fulfillments.cancelled" : "fulfillments.success")}
                  </Badge>
                  <span className="br-dim br-xs">
                    <StoreDate value={f.createdAt} />
                  </span>
                </div>
                <ul className="br-order-shipment-lines br-xs">
                  {f.lines.map((fl) => {
                    const line = lineById.get(fl.lineId);
                    return (
                      <li key={fl.lineId}>
                        <span className="br-nowrap">{fl.quantity} ×</span>{" "}
                        <span className="br-break">{line ? [line.title, line.variantTitle].filter(Boolean).join(" · ") : t("detail.unknownLine")}</span>
                      </li>
                    );
                  })}
                </ul>
                <div className="br-order-shipment-tracking br-xs">
                  {f.trackingCompany || f.trackingNumber ? (
                    <>
                      <span className="br-dim">{t("detail.trackingLabel")}</span> {f.trackingCompany}
                      {f.trackingCompany && f.trackingNumber ? " · " : ""}
                      {f.trackingNumber && f.trackingUrl ? (
                        <a href={f.trackingUrl} target="_blank" rel="noopener noreferrer" className="br-break">
                          {f.trackingNumber}
                        </a>
                      ) : (
                        <span className="br-break">{f.trackingNumber}</span>
                      )}
                    </>
                  ) : (
                    <span className="br-dim">{ta("fulfillments.noTracking")}</span>
                  )}
                  {f.trackingUrl && !f.trackingNumber && (
                    <>
                      {" · "}
                      <a href={f.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {t("detail.trackShipment")}
                      </a>
                    </>
                  )}
                </div>
                {!cancelled && (
                  <a href={`${orderUrls.fulfillment(order._id)}#fulfillment-${f._id}`} className="br-xs" aria-describedby={titleId}>
                    {t("detail.editTracking")}
                  </a>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** Subtotal, each discount with its code, shipping, taxes, total; then what was paid, refunded and kept. */
export function OrderTotalsCard({ order }: { order: Order }) {
  const t = useT("orders");
  const money = (n: number) => orderMoney(n, order.currency);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-payment">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="order-payment">
          {t("detail.payment")}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`payment.${order.paymentMethod as "cod"}`, { defaultValue: order.paymentMethod })}
        </Text>
      </Group>
      <table className="br-order-totals">
        <tbody>
          <tr>
            <td>{t("detail.subtotal")}</td>
            <td>{money(order.subtotalPrice)}</td>
          </tr>
          {order.discounts.map((d, i) => (
            <tr key={i}>
              <td>{d.code ? t("detail.discountCode", { code: d.code }) : d.title}</td>
              <td>−{money(d.amount)}</td>
            </tr>
          ))}
          {order.discounts.length === 0 && order.totalDiscounts > 0 && (
            <tr>
              <td>{t("detail.discounts")}</td>
              <td>−{money(order.totalDiscounts)}</td>
            </tr>
          )}
          <tr>
            <td>
              {t("detail.shipping")}
              {order.shippingLine ? <span className="br-dim"> · {order.shippingLine.title}</span> : null}
            </td>
            <td>{money(order.totalShipping)}</td>
          </tr>
          <tr>
            <td>
              {t("detail.taxes")}
              {order.totalTax === 0 ? <span className="br-dim"> · {t("detail.taxesIncluded")}</span> : null}
            </td>
            <td>{money(order.totalTax)}</td>
          </tr>
          <tr className="br-order-strong">
            <td>{t("detail.total")}</td>
            <td>{money(order.total)}</td>
          </tr>
          <tr>
            <td>{t("detail.paid")}</td>
            <td>{money(order.totalPaid)}</td>
          </tr>
          {order.totalRefunded > 0 && (
            <tr>
              <td>{t("detail.refundedTotal")}</td>
              <td>−{money(order.totalRefunded)}</td>
            </tr>
          )}
          <tr className="br-order-strong">
            <td>{t("detail.net")}</td>
            <td>{money(order.netPayment)}</td>
          </tr>
        </tbody>
      </table>
    </Card>
  );
}

function AddressLines({ address }: { address: NonNullable<Order["shippingAddress"]> }) {
  const locale = useLocale();
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    address.company,
    address.address1,
    address.address2,
    [address.city, address.province, address.zip].filter(Boolean).join(", "),
    countryName(address.countryCode, locale),
    address.phone,
  ].filter(Boolean);
  return <address className="br-order-address">{lines.join("\n")}</address>;
}

/** Who ordered (a link to their page), how to reach them, where it goes. */
export function OrderCustomerCard({ order }: { order: Order }) {
  const t = useT("orders");
  const c = order.customer;
  const same = JSON.stringify(order.billingAddress) === JSON.stringify(order.shippingAddress);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-customer">
      <Stack gap="sm">
        <div>
          <Text fw={600} id="order-customer">
            {t("detail.customer")}
          </Text>
          {c ? (
            <>
              <a href={orderUrls.customer(c._id)} className="br-row-link">
                {c.name || c.email || c.phone}
              </a>
              <div className="br-dim br-xs">{t("detail.ordersCount", { count: c.ordersCount, n: c.ordersCount })}</div>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {order.customerName || t("detail.noCustomer")}
            </Text>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            {t("detail.contact")}
          </Text>
          {order.email || order.phone ? (
            <Text size="sm" className="br-break">
              {order.email}
              {order.email && order.phone ? <br /> : null}
              {order.phone}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("detail.noContact")}
            </Text>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            {t("detail.shippingAddress")}
          </Text>
          {order.shippingAddress ? (
            <AddressLines address={order.shippingAddress} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("detail.noAddress")}
            </Text>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            {t("detail.billingAddress")}
          </Text>
          {order.billingAddress && !same ? (
            <AddressLines address={order.billingAddress} />
          ) : (
            <Text size="sm" c="dimmed">
              {order.billingAddress ? t("detail.sameAddress") : t("detail.noAddress")}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** Revenue less taxes and cost of goods; the cost is unknown until variants have one, and the card says so. */
export function OrderProfitCard({ profit }: { profit: OrderProfitDto }) {
  const t = useT("orders");
  const localize = useMessage();
  const money = (n: number) => orderMoney(n, profit.currency);
  // What comes off the revenue, with its minus sign; nothing taken off reads 0 đ, not −0 đ (a refunded order's cost).
  const takenOff = (amount: number) => (amount > 0 ? `−${money(amount)}` : money(0));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-profit">
      <Text fw={600} mb="xs" id="order-profit">
        {t("detail.profit")}
      </Text>
      <table className="br-order-totals">
        <tbody>
          <tr>
            <td>{t("detail.revenue")}</td>
            <td>{money(profit.revenue)}</td>
          </tr>
          <tr>
            <td>{t("detail.taxes")}</td>
            <td>{takenOff(profit.taxes)}</td>
          </tr>
          <tr>
            <td>{t("detail.costOfGoods")}</td>
            <td>{profit.costOfGoods === null ? t("detail.unknown") : takenOff(profit.costOfGoods)}</td>
          </tr>
          <tr className="br-order-strong">
            <td>{t("detail.estimated")}</td>
            <td>{profit.profit === null ? t("detail.unknown") : money(profit.profit)}</td>
          </tr>
        </tbody>
      </table>
      {profit.margin !== null && (
        <Text size="sm" c="dimmed">
          {t("detail.margin", { percent: formatPercent(profit.margin) })}
        </Text>
      )}
      {!profit.costKnown && (
        <Text size="xs" c="dimmed" mt="xs">
          {localize(profit.note)}
        </Text>
      )}
    </Card>
  );
}

/** The timeline, newest first, and the comment form (its own intent; the comment stays typed when refused). */
export function OrderTimeline({ order, events, failure }: { order: Order; events: OrderEventDto[]; failure: { error: string; message?: string } | null }) {
  const t = useT("orders");
  const localize = useMessage();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="timeline-title" id="timeline">
      <Text fw={600} mb="sm" id="timeline-title">
        {t("detail.timeline")}
      </Text>
      <form method="post" action={orderUrls.detail(order._id)} className="br-order-comment" {...enhance.leaveOk()}>
        <input type="hidden" name="intent" value="comment" />
        <Textarea
          name="message"
          label={t("detail.comment")}
          placeholder={t("detail.commentPlaceholder")}
          defaultValue={failure?.message ?? ""}
          error={failure ? localize(failure.error) : undefined}
          maxLength={COMMENT_MAX}
          required
          autosize
          minRows={2}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" size="sm" variant="default" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
            {t("detail.post")}
          </Button>
        </Group>
      </form>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t("detail.noEvents")}
        </Text>
      ) : (
        <ol className="br-timeline" aria-labelledby="timeline-title" style={{ marginTop: "var(--mantine-spacing-md)" }}>
          {events.map((e) => (
            <li key={e._id} className="br-timeline-item" data-kind={e.kind}>
              <Text size="sm" fw={500}>
                {t(`detail.events.${(EVENT_KINDS.has(e.kind) ? e.kind : "other") as "comment"}`)}
              </Text>
              {e.message && e.kind === "comment" && <div className="br-timeline-message br-xs">{e.message}</div>}
              <EventDetails details={eventDetails(e as OrderEventDto & { data?: unknown }, order)} currency={order.currency} />
              <div className="br-dim br-xs">
                <StoreDate value={e.createdAt} time />
                {e.author ? ` · ${t("detail.byline", { author: e.author })}` : ""}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const ORDER_FIELDS = { note: "detail.note", tags: "detail.tags" } as const;
/** Where an order came from, as the orders namespace words it (`source.*`). */
const ORDER_SOURCES = ["online_store", "upsell", "admin"] as const;
type OrderSource = (typeof ORDER_SOURCES)[number];

/** An event's amount, lines, tracking, reason and what changed, each when the event's data says it (timeline.ts). Exported for its tests. */
export function EventDetails({ details: d, currency }: { details: TimelineDetails; currency: CurrencyCode }) {
  const t = useT("orders");
  const ta = useT("orderActions");
  const money = (minor: number) => orderMoney(fromMinor(minor, currency), currency);
  const lineText = (l: TimelineLine) => (l.restock ? t("detail.eventLineRestocked", { n: l.quantity, name: l.name }) : `${l.quantity} × ${l.name}`);
  const rows: React.ReactNode[] = [];
  if (d.amountMinor !== undefined) rows.push(t("detail.eventAmount", { amount: money(d.amountMinor) }));
  if (d.lines) rows.push(d.lines.map(lineText).join(", "));
  if (d.restocked) rows.push(t("detail.eventRestocked", { items: d.restocked.map(lineText).join(", ") }));
  if (d.restockedAll) rows.push(t("detail.eventRestockedAll"));
  if (d.tracking) {
    const label = [d.tracking.company, d.tracking.number].filter(Boolean).join(" ");
    rows.push(
      <>
        {t("detail.eventTracking")}{" "}
        {d.tracking.url ? (
          <a href={d.tracking.url} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          label
        )}
      </>,
    );
  }
  if (d.reason) rows.push(t("detail.cancelReason", { reason: isCancelReason(d.reason) ? ta(`cancel.reasons.${d.reason}`) : d.reason }));
  if (d.fields) {
    const names = d.fields.map((f) => (f in ORDER_FIELDS ? t(ORDER_FIELDS[f as keyof typeof ORDER_FIELDS]) : f));
    rows.push(t("detail.eventFields", { fields: names.join(", ") }));
  }
  if (d.source && (ORDER_SOURCES as readonly string[]).includes(d.source)) rows.push(t(`source.${d.source as OrderSource}`));
  if (d.paymentMethod && (PAYMENT_METHODS as readonly string[]).includes(d.paymentMethod))
    rows.push(t("detail.eventPayment", { method: t(`payment.${d.paymentMethod as PaymentMethod}`) }));
  if (rows.length === 0) return null;
  return (
    <ul className="br-timeline-details br-xs">
      {rows.map((row, i) => (
        <li key={i}>{row}</li>
      ))}
    </ul>
  );
}
