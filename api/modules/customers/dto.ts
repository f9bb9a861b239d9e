import type { CustomerAddressDto, CustomerDto, CustomerOrderDto } from "../../../domain/customer";
import { fromMinor, type CurrencyCode } from "../../../domain/money";
import type { Address } from "../../db/schema";
import type { CustomerOrderRow, CustomerRow } from "./store";

/** A stored address with every field a string; the first one is the default. */
function toAddressDto(address: Address, index: number): CustomerAddressDto {
  return {
    firstName: address.firstName ?? "",
    lastName: address.lastName ?? "",
    company: address.company ?? "",
    address1: address.address1 ?? "",
    address2: address.address2 ?? "",
    city: address.city ?? "",
    province: address.province ?? "",
    zip: address.zip ?? "",
    countryCode: address.countryCode ?? "",
    phone: address.phone ?? "",
    default: index === 0,
  };
}

export function toCustomerDto(row: CustomerRow, currency: CurrencyCode): CustomerDto {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    acceptsMarketing: row.acceptsMarketing,
    tags: row.tags,
    note: row.note,
    addresses: row.addresses.map(toAddressDto),
    countryCode: row.countryCode,
    ordersCount: row.ordersCount,
    amountSpent: fromMinor(row.amountSpentMinor, currency),
    currency,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCustomerOrderDto(row: CustomerOrderRow): CustomerOrderDto {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    financialStatus: row.financialStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    status: row.status,
    total: fromMinor(row.totalMinor, row.currency),
    currency: row.currency,
  };
}
