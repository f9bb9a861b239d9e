// Customers (SPEC §2 customer, a restricted screen; scope `customers`, SPEC §6). SPEC §7 shows no customer calls, so
// they follow the other resources: `/customers` with `{ customer }` bodies, versions and 409 `{ current }`.
import { z } from "zod/v4";
import { CURRENCY } from "../money";
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES, ORDER_STATUSES } from "../order";
import {
  CustomerFormSchema,
  CustomerListQuerySchema,
  CustomerOrdersQuerySchema,
  CustomerUpdateSchema,
  type CustomerAddressDto,
  type CustomerDto,
  type CustomerOrderDto,
} from "../customer";
import { safeString } from "../validation";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

const Currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);

const CustomerAddressDtoSchema = z.object({
  firstName: safeString(),
  lastName: safeString(),
  company: safeString(),
  address1: safeString(),
  address2: safeString(),
  city: safeString(),
  province: safeString(),
  zip: safeString(),
  countryCode: safeString(),
  phone: safeString(),
  default: z.boolean(),
});
sameShape<z.infer<typeof CustomerAddressDtoSchema>, CustomerAddressDto>(true);

export const CustomerDtoSchema = z.object({
  _id: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString(),
  acceptsMarketing: z.boolean(),
  tags: z.array(safeString()),
  note: safeString(),
  addresses: z.array(CustomerAddressDtoSchema),
  countryCode: safeString(),
  ordersCount: z.number().int(),
  amountSpent: z.number(),
  currency: Currency,
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof CustomerDtoSchema>, CustomerDto>(true);

const CustomerOrderDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  createdAt: IsoDate,
  financialStatus: z.enum(FINANCIAL_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  currency: Currency,
});
sameShape<z.infer<typeof CustomerOrderDtoSchema>, CustomerOrderDto>(true);

const scoped = { access: "store", scope: "customers" } as const;
const one = z.object({ customer: CustomerDtoSchema });

export const customerEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/customers",
    ...scoped,
    summary: "List customers: search by name, e-mail or phone; tab (`segment`), filters and sort",
    query: CustomerListQuerySchema,
    response: paged({ customers: z.array(CustomerDtoSchema) }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/customers/count",
    ...scoped,
    summary: "Count the customers of the filters",
    query: CustomerListQuerySchema,
    response: CountSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/customers",
    ...scoped,
    summary: "Create a customer (400 on `email` when another customer of the store has it)",
    status: 201,
    body: CustomerFormSchema,
    envelope: { key: "customer" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/customers/:id", ...scoped, summary: "One customer", params: ids("id"), response: one }),
  orders: defineEndpoint({
    method: "GET",
    path: "/customers/:id/orders",
    ...scoped,
    summary: "A customer's orders, newest first",
    params: ids("id"),
    query: CustomerOrdersQuerySchema,
    response: paged({ orders: z.array(CustomerOrderDtoSchema) }),
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/customers/:id",
    ...scoped,
    summary: "Update a customer against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: CustomerUpdateSchema,
    envelope: { key: "customer" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/customers/:id",
    ...scoped,
    summary: "Delete a customer (409 `{ current }` on a stale `version`); their orders keep their copy",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
