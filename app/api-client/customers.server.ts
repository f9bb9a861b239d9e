// Customers API calls (domain/contracts/customers.ts, scope `customers`). Each takes the caller's ApiClients.
import { customerEndpoints } from "@domain/contracts/customers";
import type { ResponseOf } from "@domain/contracts/endpoint";
import type { CustomerDto, CustomerForm, CustomerListQuery } from "@domain/customer";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CustomerDto };
type Api = Pick<ApiClients, "store">;

export type CustomerList = ResponseOf<typeof customerEndpoints.list>;
export type CustomerOrders = ResponseOf<typeof customerEndpoints.orders>;
/** The list's query as a URL carries it: amounts as typed ("12.50"), read by the API in the store's currency. */
export type CustomerListParams = { [K in keyof CustomerListQuery]?: CustomerListQuery[K] | string };

const c = customerEndpoints;

export function listCustomers(api: Api, query: CustomerListParams): Promise<CustomerList> {
  return call(api.store, c.list, { query });
}

export async function getCustomer(api: Api, id: string): Promise<CustomerDto> {
  return (await call(api.store, c.get, { params: { id } })).customer;
}

export function customerOrders(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<CustomerOrders> {
  return call(api.store, c.orders, { params: { id }, query });
}

export async function createCustomer(api: Api, customer: CustomerForm): Promise<CustomerDto> {
  return (await call(api.store, c.create, { body: { customer } })).customer;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingCustomer`); another customer's e-mail, 400 on `email`. */
export async function updateCustomer(api: Api, id: string, customer: CustomerForm & { version: number }): Promise<CustomerDto> {
  return (await call(api.store, c.update, { params: { id }, body: { customer } })).customer;
}

export async function deleteCustomer(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, c.delete, { params: { id }, query: { version } });
}

/** The customer as saved now, from a 409 answer of updateCustomer/deleteCustomer; null for any other error. */
export function conflictingCustomer(error: unknown): CustomerDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as CustomerDto) : null;
}
