// Report calls (SPEC §7: reports use a separate report base, `api.reports`).
import { orderEndpoints as oe } from "@domain/contracts/orders";
import type { OrderProfitDto } from "@domain/order-admin";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { OrderProfitDto };

/** `GET /report/orders/profit?orderId=`: an order's estimated profit (cost of goods unknown until variants have a cost). */
export async function orderProfit(api: Pick<ApiClients, "reports">, orderId: string): Promise<OrderProfitDto> {
  return (await call(api.reports, oe.profit, { query: { orderId } })).profit;
}
