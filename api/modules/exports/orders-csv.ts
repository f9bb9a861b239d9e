// The orders CSV, one row per line item as Shopify's orders export (ADR 038): the order's columns on each of its rows,
// money as decimal numbers of its currency, times in the store's zone (dd-mm-yyyy HH:mm, SPEC §9); bytes a batch at a time.
import { csvRow, UTF8_BOM } from "../../../domain/csv";
import { formatDateTime } from "../../../domain/dates";
import { fromMinor } from "../../../domain/money";
import type { ExportLine, ExportOrder } from "../orders/export-store";
import { csvMoney } from "./csv";

export const ORDER_CSV_HEADER = [
  "Name",
  "Email",
  "Phone",
  "Financial Status",
  "Fulfillment Status",
  "Status",
  "Created at",
  "Currency",
  "Subtotal",
  "Shipping",
  "Taxes",
  "Total",
  "Discount Code",
  "Discount Amount",
  "Refunded Amount",
  "Payment Method",
  "Tags",
  "Note",
  "Lineitem quantity",
  "Lineitem name",
  "Lineitem price",
  "Lineitem discount",
  "Lineitem sku",
  "Lineitem fulfillment status",
  "Shipping Name",
  "Shipping Address1",
  "Shipping Address2",
  "Shipping City",
  "Shipping Province",
  "Shipping Zip",
  "Shipping Country",
  "Shipping Phone",
] as const;

export function orderCsvRows(order: ExportOrder, lines: readonly ExportLine[], tz: string): string {
  const money = (minor: number) => csvMoney(fromMinor(minor, order.currency));
  const a = order.shippingAddress;
  const orderCells = [
    order.name,
    order.email,
    order.phone,
    order.financialStatus,
    order.fulfillmentStatus,
    order.status,
    formatDateTime(order.createdAt, tz),
    order.currency,
    money(order.subtotalMinor),
    money(order.shippingMinor),
    money(order.taxMinor),
    money(order.totalMinor),
    order.discounts
      .map((d) => d.code)
      .filter(Boolean)
      .join(", "),
    money(order.discountMinor),
    money(order.refundedMinor),
    order.paymentMethod,
    order.tags.join(", "),
    order.note,
  ];
  const shipping = a
    ? [[a.firstName, a.lastName].filter(Boolean).join(" "), a.address1, a.address2 ?? "", a.city, a.province ?? "", a.zip ?? "", a.countryCode, a.phone ?? ""]
    : ["", "", "", "", "", "", "", ""];
  const rows = lines.length > 0 ? lines : [null];
  return rows
    .map((l) => {
      const lineCells = l
        ? [
            String(l.quantity),
            l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title,
            money(l.unitPriceMinor),
            money(l.discountMinor),
            l.sku,
            l.fulfilledQuantity >= l.quantity ? "fulfilled" : l.fulfilledQuantity > 0 ? "partial" : "pending",
          ]
        : ["", "", "", "", "", ""];
      return csvRow([...orderCells, ...lineCells, ...shipping]);
    })
    .join("");
}

/** BOM and header, then each batch as one chunk: memory holds one batch, whatever the order count. */
export async function* orderCsvChunks(
  batches: AsyncIterable<{ order: ExportOrder; lines: ExportLine[] }[]>,
  tz: string,
  onOrders: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  yield Buffer.from(UTF8_BOM + csvRow(ORDER_CSV_HEADER), "utf8");
  for await (const batch of batches) {
    onOrders(batch.length);
    yield Buffer.from(batch.map((b) => orderCsvRows(b.order, b.lines, tz)).join(""), "utf8");
  }
}
