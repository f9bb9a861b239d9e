// The customer page's data: the customer and their latest orders, read together.
import type { ApiClients } from "~/api-client/client.server";
import { customerOrders, getCustomer } from "~/api-client/customers.server";
import { throwRouteError } from "~/lib/guards.server";

/** How many of a customer's orders their page lists (the rest are counted, and the orders list has them all). */
export const RECENT_ORDERS = 5;

export async function loadCustomerPage(api: Pick<ApiClients, "store">, id: string) {
  const [customer, orders] = await Promise.all([getCustomer(api, id), customerOrders(api, id, { limit: RECENT_ORDERS })]).catch(throwRouteError);
  return { customer, orders: orders.orders, ordersTotal: orders.total };
}
