import { Router } from "express";
import { customerEndpoints as ce } from "../../../domain/contracts/customers";
import { CUSTOMER_CONFLICT_MESSAGE, EMAIL_TAKEN_MESSAGE } from "../../../domain/customer";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { toCustomerDto, toCustomerOrderDto } from "./dto";
import * as store from "./store";

const emailTaken = () => badRequest(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });

/**
 * Customers, scope `customers` (SPEC §6). The admin's screens are restricted to operators (SPEC §2 navigation guard, in
 * their loaders and actions); the API is the store's, as for size charts: a member with the scope (an app, a
 * storefront's back end) may call it. Every query is scoped to the store: another store's id is 404.
 */
export function customersRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/customers", requireUser(deps), requireStore(deps, "customers"));

  mount(r, ce.list, async ({ query, req }) => {
    const storeId = currentStore(req).id;
    const currency = await store.storeCurrency(db, storeId);
    const { rows, total } = await store.listCustomers(db, storeId, query, currency);
    return { customers: rows.map((row) => toCustomerDto(row, currency)), total, page: query.page, limit: query.limit };
  });

  mount(r, ce.count, async ({ query: { page: _page, limit: _limit, sort: _sort, ...filter }, req }) => {
    const storeId = currentStore(req).id;
    return { count: await store.countCustomers(db, storeId, filter, await store.storeCurrency(db, storeId)) };
  });

  mount(r, ce.create, async ({ body: form, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.createCustomer(db, storeId, form, deps.clock.now());
    if (result.kind !== "ok") throw emailTaken();
    return { customer: toCustomerDto(result.row, await store.storeCurrency(db, storeId)) };
  });

  mount(r, ce.get, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.findCustomer(db, storeId, params.id);
    if (!row) throw notFound();
    return { customer: toCustomerDto(row, await store.storeCurrency(db, storeId)) };
  });

  mount(r, ce.orders, async ({ params, query: { page, limit }, req }) => {
    const storeId = currentStore(req).id;
    if (!(await store.findCustomer(db, storeId, params.id))) throw notFound();
    const { rows, total } = await store.customerOrders(db, storeId, params.id, page, limit);
    return { orders: rows.map(toCustomerOrderDto), total, page, limit };
  });

  mount(r, ce.update, async ({ params: { id }, body: form, req }) => {
    const storeId = currentStore(req).id;
    const currency = await store.storeCurrency(db, storeId);
    const result = await store.updateCustomer(db, storeId, id, form, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "email_taken") throw emailTaken();
    if (result.kind === "conflict") throw conflict(CUSTOMER_CONFLICT_MESSAGE, { current: toCustomerDto(result.current, currency) });
    return { customer: toCustomerDto(result.row, currency) };
  });

  mount(r, ce.delete, async ({ params: { id }, query: { version }, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.deleteCustomer(db, storeId, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict")
      throw conflict(CUSTOMER_CONFLICT_MESSAGE, { current: toCustomerDto(result.current, await store.storeCurrency(db, storeId)) });
    return { message: "Customer deleted" };
  });

  return r;
}
