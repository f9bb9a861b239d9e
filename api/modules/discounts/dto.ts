import type { CodeJobDto, DiscountDto } from "../../../domain/discount";
import { discountStatus } from "../../../domain/discount";
import { fromMinor, type CurrencyCode } from "../../../domain/money";
import type { CodeJobRow, CodesSummary, DiscountRow } from "./store";

export function toCodeJobDto(job: CodeJobRow): CodeJobDto {
  return {
    _id: job.id,
    status: job.status,
    requested: job.requested,
    generated: job.generated,
    prefix: job.prefix,
    length: job.length,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

/** Basis points back to a percent, minor units back to the currency's amount (ADR 035: the API speaks decimals). */
export function toDiscountDto(row: DiscountRow, currency: CurrencyCode, summary: CodesSummary, now: Date): DiscountDto {
  return {
    _id: row.id,
    method: row.method,
    code: row.method === "code" ? row.title : null,
    title: row.title,
    type: row.type,
    value: row.type === "percentage" ? row.value / 100 : row.type === "fixed_amount" ? fromMinor(row.value, currency) : 0,
    minimumKind: row.minimumKind,
    minimumValue: row.minimumKind === "amount" ? fromMinor(row.minimumValue, currency) : row.minimumValue,
    appliesTo: row.appliesTo,
    productIds: row.productIds,
    collectionIds: row.collectionIds,
    buyXGetY: row.buyXGetY,
    getsAppliesTo: row.getsAppliesTo,
    getsProductIds: row.getsProductIds,
    getsCollectionIds: row.getsCollectionIds,
    combinesWith: row.combinesWith,
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    status: discountStatus(row.startsAt, row.endsAt, now),
    currency,
    usageCount: row.usageCount,
    codesCount: summary.codesCount,
    codeJob: summary.job ? toCodeJobDto(summary.job) : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
