// Discounts (SPEC §2 discount/code and discount/automatic): the API's form, its answers, the list's query, and the
// rules both the API and the admin read. Amounts cross the API as decimal numbers of the store's currency and a
// percentage as a percent (ADR 035: "the API answers amounts as decimal numbers"); the API stores basis points and
// minor units.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { z } from "zod/v4";
import { GETS_APPLIES_TO, type DiscountCombinations, type DiscountType, type GetsAppliesTo } from "./discount-pricing";
import { readMoneyField, type CurrencyCode } from "./money";
import { TEXT_MAX } from "./text-limits";
import { checkbox, messages, safeString } from "./validation";

dayjs.extend(utc);
dayjs.extend(timezone);

export const DISCOUNT_METHODS = ["code", "automatic"] as const;
export type DiscountMethod = (typeof DISCOUNT_METHODS)[number];
export const DISCOUNT_TYPES = ["percentage", "fixed_amount", "free_shipping", "buy_x_get_y"] as const satisfies readonly DiscountType[];
export const MINIMUM_KINDS = ["none", "amount", "quantity"] as const;
export const APPLIES_TO = ["all", "products", "collections"] as const;
/** What buy X get Y gives ("Customer gets"): the items bought, or products or collections of its own. */
export { GETS_APPLIES_TO };
/** Worked out from the dates at each request: a discount before its start is scheduled, after its end expired. */
export const DISCOUNT_STATUSES = ["active", "scheduled", "expired"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** A code as buyers type it: letters, digits, - and _; compared in any case (unique per store, `upper(code)`). */
export const CODE_RE = /^[A-Za-z0-9_-]+$/;
export const CODE_MAX = 64;
/** Products or collections one discount can name. */
export const TARGETS_MAX = 250;
export const USAGE_LIMIT_MAX = 100_000_000;
export const QUANTITY_MAX = 10_000;
/** Money in the currency's units, below what a bigint of minor units and a JS number hold exactly. */
export const AMOUNT_MAX = 1_000_000_000_000;

/** Bulk generation (issue 9: "1M unique codes in one job"). */
export const GENERATE_MAX = 1_000_000;
export const GENERATED_LENGTH_MIN = 8;
export const GENERATED_LENGTH_MAX = 32;
export const GENERATED_LENGTH_DEFAULT = 12;
export const PREFIX_MAX = 20;
/** Upper-case letters and digits without 0/O and 1/I, which buyers misread: 32 symbols, 5 bits each. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export const DISCOUNT_MESSAGES = {
  codeFormat: "Code may use only letters, digits, - and _",
  codeTaken: "Code is already used by another discount",
  percentRange: "Percentage must be more than 0 and at most 100",
  moreThanZero: "{{field}} must be more than 0",
  whole: "{{field}} must be a whole number",
  endBeforeStart: "End date must be after the start date",
  dateFormat: "Date must be dd-mm-yyyy",
  timeFormat: "Time must be HH:mm",
  targetsMax: `At most ${TARGETS_MAX} products or collections`,
  conflict: "This discount was changed by someone else since you opened it. Review the latest version, then save again.",
  deleted: "Discount deleted",
  generateCount: `Number of codes must be from 1 to ${GENERATE_MAX.toLocaleString("en-US")}`,
  generateRunning: "Codes are already being generated for this discount. Wait for that to finish.",
  generateAutomatic: "Only a code discount has codes",
  prefixFormat: `Prefix may use only letters, digits, - and _ (at most ${PREFIX_MAX})`,
  lengthRange: `Length must be from ${GENERATED_LENGTH_MIN} to ${GENERATED_LENGTH_MAX}`,
} as const;

const M = DISCOUNT_MESSAGES;
const fill = (template: string, field: string) => template.replace("{{field}}", field);

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : typeof v === "string" ? v.trim() : v);
const idList = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v.filter((x) => x !== "") : [v]),
  z.array(safeString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Invalid id")).max(TARGETS_MAX, M.targetsMax),
);
const numberField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: messages.required(label) })
      .refine(Number.isFinite, fill("{{field}} must be a number", label))
      .optional(),
  );
const wholeField = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: fill("{{field}} must be a number", label) })
      .int(fill(M.whole, label))
      .min(1, fill(M.moreThanZero, label))
      .max(max, fill("{{field}} is too large", label))
      .optional(),
  );

/** The fields both the API's form and the admin's share (the dates differ: an instant, or a day and time in the store's zone). */
const core = {
  method: z.preprocess((v) => v ?? "code", z.enum(DISCOUNT_METHODS, { error: "Method is code or automatic" })),
  code: z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), safeString().max(CODE_MAX, messages.maxLength(CODE_MAX))),
  title: z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), safeString().max(TEXT_MAX, messages.maxLength(TEXT_MAX))),
  type: z.preprocess((v) => v ?? "percentage", z.enum(DISCOUNT_TYPES, { error: "Type is percentage, fixed_amount, free_shipping or buy_x_get_y" })),
  value: numberField("Value"),
  minimumKind: z.preprocess((v) => v || "none", z.enum(MINIMUM_KINDS, { error: "Minimum is none, amount or quantity" })),
  minimumValue: numberField("Minimum"),
  appliesTo: z.preprocess((v) => v || "all", z.enum(APPLIES_TO, { error: "Applies to is all, products or collections" })),
  productIds: idList,
  collectionIds: idList,
  getsAppliesTo: z.preprocess((v) => v || "same", z.enum(GETS_APPLIES_TO, { error: "Customer gets is same, products or collections" })),
  getsProductIds: idList,
  getsCollectionIds: idList,
  buyQuantity: wholeField("Customer buys", QUANTITY_MAX),
  getQuantity: wholeField("Customer gets", QUANTITY_MAX),
  getPercent: numberField("Discount on the items they get"),
  combinesWith: z.preprocess((v) => v ?? {}, z.object({ orderDiscounts: checkbox, productDiscounts: checkbox, shippingDiscounts: checkbox })),
  usageLimit: wholeField("Usage limit", USAGE_LIMIT_MAX),
  oncePerCustomer: checkbox,
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- its type only
const CoreSchema = z.object(core);
type CoreInput = z.output<typeof CoreSchema>;

/** What the API stores, in the store's currency's minor units and basis points: the form checked and normalised. */
export interface DiscountFields {
  method: DiscountMethod;
  /** The code (a code discount) or null; the title of a code discount is its code. */
  code: string | null;
  title: string;
  type: DiscountType;
  /** A percent (15.5) or an amount of the currency; 0 for free shipping and buy X get Y. */
  value: number;
  minimumKind: (typeof MINIMUM_KINDS)[number];
  minimumValue: number;
  appliesTo: (typeof APPLIES_TO)[number];
  productIds: string[];
  collectionIds: string[];
  buyXGetY: { buyQuantity: number; getQuantity: number; getPercent: number } | null;
  /**
   * Buy X get Y's "Customer gets": the same items as it buys (`appliesTo`, `productIds`, `collectionIds`), or its own
   * products or collections. "same" and no ids for the other types.
   */
  getsAppliesTo: GetsAppliesTo;
  getsProductIds: string[];
  getsCollectionIds: string[];
  combinesWith: DiscountCombinations;
  usageLimit: number | null;
  oncePerCustomer: boolean;
}

const decimals = (n: number) => (String(n).split(".")[1] ?? "").length;

/**
 * The cross-field rules, with each message on its field; then the normalised fields. `refused`: fields already refused
 * with a message of their own (an amount the admin's form could not read), which get no second one.
 */
function checkCore(f: CoreInput, ctx: z.RefinementCtx, refused: ReadonlySet<string> = new Set()): DiscountFields {
  const issue = (path: string, message: string) => {
    if (!refused.has(path)) ctx.addIssue({ code: "custom", path: [path], message });
  };
  if (f.method === "code") {
    if (f.code === "") issue("code", messages.required("Code"));
    else if (!CODE_RE.test(f.code)) issue("code", M.codeFormat);
  } else if (f.title === "") issue("title", messages.required("Title"));
  let value = 0;
  if (f.type === "percentage") {
    if (f.value === undefined) issue("value", messages.required("Value"));
    else if (f.value <= 0 || f.value > 100) issue("value", M.percentRange);
    else if (decimals(f.value) > 2) issue("value", "Value has at most 2 decimals");
    else value = f.value;
  } else if (f.type === "fixed_amount") {
    if (f.value === undefined) issue("value", messages.required("Value"));
    else if (f.value <= 0) issue("value", fill(M.moreThanZero, "Value"));
    else if (f.value > AMOUNT_MAX) issue("value", fill("{{field}} is too large", "Value"));
    else value = f.value;
  }
  let minimumValue = 0;
  if (f.minimumKind !== "none") {
    const label = "Minimum";
    if (f.minimumValue === undefined) issue("minimumValue", messages.required(label));
    else if (f.minimumValue <= 0) issue("minimumValue", fill(M.moreThanZero, label));
    else if (f.minimumKind === "quantity" && !Number.isInteger(f.minimumValue)) issue("minimumValue", fill(M.whole, label));
    else if (f.minimumValue > (f.minimumKind === "quantity" ? QUANTITY_MAX : AMOUNT_MAX)) issue("minimumValue", fill("{{field}} is too large", label));
    else minimumValue = f.minimumValue;
  }
  if (f.appliesTo === "products" && f.productIds.length === 0) issue("productIds", messages.required("Products"));
  if (f.appliesTo === "collections" && f.collectionIds.length === 0) issue("collectionIds", messages.required("Collections"));
  let buyXGetY: DiscountFields["buyXGetY"] = null;
  if (f.type === "buy_x_get_y") {
    if (f.buyQuantity === undefined) issue("buyQuantity", messages.required("Customer buys"));
    if (f.getQuantity === undefined) issue("getQuantity", messages.required("Customer gets"));
    const percent = f.getPercent ?? 100;
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) issue("getPercent", "Discount on the items they get must be a whole percent from 1 to 100");
    if (f.buyQuantity !== undefined && f.getQuantity !== undefined) buyXGetY = { buyQuantity: f.buyQuantity, getQuantity: f.getQuantity, getPercent: percent };
    if (f.getsAppliesTo === "products" && f.getsProductIds.length === 0) issue("getsProductIds", messages.required("Products they get"));
    if (f.getsAppliesTo === "collections" && f.getsCollectionIds.length === 0) issue("getsCollectionIds", messages.required("Collections they get"));
  }
  const gets = f.type === "buy_x_get_y" ? f.getsAppliesTo : "same";
  return {
    method: f.method,
    code: f.method === "code" ? f.code : null,
    title: f.method === "code" ? f.code : f.title,
    type: f.type,
    value,
    minimumKind: f.minimumKind,
    minimumValue,
    appliesTo: f.appliesTo,
    productIds: f.appliesTo === "products" ? [...new Set(f.productIds)] : [],
    collectionIds: f.appliesTo === "collections" ? [...new Set(f.collectionIds)] : [],
    buyXGetY,
    getsAppliesTo: gets,
    getsProductIds: gets === "products" ? [...new Set(f.getsProductIds)] : [],
    getsCollectionIds: gets === "collections" ? [...new Set(f.getsCollectionIds)] : [],
    combinesWith: f.combinesWith,
    usageLimit: f.usageLimit ?? null,
    oncePerCustomer: f.oncePerCustomer,
  };
}

const isoInstant = (label: string) =>
  z.preprocess(
    blankToUndefined,
    safeString({ error: messages.required(label) }).refine((v) => !Number.isNaN(Date.parse(v)), `${label} is not a date`),
  );

/** The API's form (POST /discounts and PUT /discounts/:id inside `discount`): dates are instants (ISO 8601). */
export const DiscountFormSchema = z
  .object({
    ...core,
    startsAt: isoInstant("Start date"),
    endsAt: z.preprocess(blankToUndefined, isoInstant("End date").optional()),
  })
  .transform((f, ctx) => {
    const fields = checkCore(f, ctx);
    // A refused date reaches here too (zod runs the transform after non-fatal issues): it must not throw.
    const instant = (v: string | undefined) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
    const startsAt = instant(f.startsAt);
    const endsAt = instant(f.endsAt);
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) ctx.addIssue({ code: "custom", path: ["endsAt"], message: M.endBeforeStart });
    return { ...fields, startsAt: (startsAt ?? new Date(0)).toISOString(), endsAt: endsAt ? endsAt.toISOString() : null };
  });
export type DiscountForm = z.output<typeof DiscountFormSchema>;

/**
 * A parsed form (the admin's, DiscountScreenSchema's output) as the API's form takes it: the API reads buy X get Y's
 * quantities and percent as fields of their own, which parsing gathered into `buyXGetY` (sent alone, every buy X get Y
 * saved from the admin was refused "Customer buys required").
 */
export const toApiDiscountForm = <F extends Omit<DiscountForm, "startsAt" | "endsAt">>(form: F) => ({
  ...form,
  buyQuantity: form.buyXGetY?.buyQuantity,
  getQuantity: form.buyXGetY?.getQuantity,
  getPercent: form.buyXGetY?.getPercent,
});
export const DiscountUpdateSchema = z.intersection(DiscountFormSchema, z.object({ version: z.coerce.number().int().min(1) }));

const DATE_RE = /^(\d{2})-(\d{2})-(\d{4})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "20-11-2026" and "09:30" in `tz` → the instant, or null when either is not a real day or time. */
export function localInstant(date: string, time: string, tz: string): Date | null {
  const d = DATE_RE.exec(date.trim());
  const t = TIME_RE.exec(time.trim() || "00:00");
  if (!d || !t) return null;
  const [, day, month, year] = d;
  const local = dayjs.tz(`${year}-${month}-${day}T${t[1]}:${t[2]}:00`, tz);
  if (!local.isValid() || local.format("DD-MM-YYYY") !== `${day}-${month}-${year}`) return null;
  return local.toDate();
}

/** An instant as the form's day and time in the store's zone. */
export function localParts(value: Date | string, tz: string): { date: string; time: string } {
  const local = dayjs(value).tz(tz);
  return { date: local.format("DD-MM-YYYY"), time: local.format("HH:mm") };
}

const dayField = (label: string, required: boolean) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    safeString()
      .refine((v) => !required || v !== "", messages.required(label))
      .refine((v) => v === "" || DATE_RE.test(v), M.dateFormat),
  );
const timeField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
  safeString().refine((v) => v === "" || TIME_RE.test(v), M.timeFormat),
);

/** A figure as the form posts it: trimmed text, or undefined when blank. */
const typedFigure = z.preprocess(blankToUndefined, safeString().optional());

/**
 * The admin's value and minimum, typed as text: an amount (a fixed amount off, a minimum purchase) is read in the
 * store's currency ("150.000" is 150000 đ, "1,234.50" is $1234.50: domain/money.ts), a percent or a quantity as a
 * plain number. A figure that cannot be read is refused on its field and named in `refused`.
 */
function readFigures(f: { type: string; value?: string; minimumKind: string; minimumValue?: string }, currency: CurrencyCode, ctx: z.RefinementCtx) {
  const refused = new Set<string>();
  const read = (path: "value" | "minimumValue", label: string, text: string | undefined, isMoney: boolean): number | undefined => {
    if (text === undefined) return undefined;
    const figure = isMoney ? readMoneyField(text, currency, label) : Number.isFinite(Number(text)) ? { ok: true as const, amount: Number(text) } : null;
    if (figure?.ok) return figure.amount;
    ctx.addIssue({ code: "custom", path: [path], message: figure ? figure.message : fill("{{field}} must be a number", label) });
    refused.add(path);
    return undefined;
  };
  return {
    value: read("value", "Value", f.value, f.type === "fixed_amount"),
    minimumValue: read("minimumValue", "Minimum", f.minimumValue, f.minimumKind === "amount"),
    refused,
  };
}

/**
 * The admin's form: the same fields, with the dates as a day (dd-mm-yyyy, SPEC §9) and a time in the store's zone;
 * `toDiscountForm` makes the API's form of it with that zone. `timezone` is posted by the page (the store's zone);
 * amounts are typed in the store's `currency` (readFigures).
 */
export const discountScreenSchema = (currency: CurrencyCode) =>
  z
    .object({
      ...core,
      value: typedFigure,
      minimumValue: typedFigure,
      startsDate: dayField("Start date", true),
      startsTime: timeField,
      endsDate: dayField("End date", false),
      endsTime: timeField,
      timezone: z.preprocess((v) => v || "UTC", safeString()),
    })
    .transform((f, ctx) => {
      const { refused, ...figures } = readFigures(f, currency, ctx);
      const fields = checkCore({ ...f, ...figures }, ctx, refused);
      const startsAt = f.startsDate && DATE_RE.test(f.startsDate) ? localInstant(f.startsDate, f.startsTime, f.timezone) : null;
      // A bad time has its own message; the day is refused only when it is the day that does not exist (31-02).
      const timeOk = (v: string) => v === "" || TIME_RE.test(v);
      if (f.startsDate && DATE_RE.test(f.startsDate) && !startsAt && timeOk(f.startsTime))
        ctx.addIssue({ code: "custom", path: ["startsDate"], message: M.dateFormat });
      const endsAt = f.endsDate && DATE_RE.test(f.endsDate) ? localInstant(f.endsDate, f.endsTime || "23:59", f.timezone) : null;
      if (f.endsDate && DATE_RE.test(f.endsDate) && !endsAt && timeOk(f.endsTime)) ctx.addIssue({ code: "custom", path: ["endsDate"], message: M.dateFormat });
      if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) ctx.addIssue({ code: "custom", path: ["endsDate"], message: M.endBeforeStart });
      return { ...fields, startsAt: (startsAt ?? new Date(0)).toISOString(), endsAt: endsAt ? endsAt.toISOString() : null };
    });
export const discountScreenUpdateSchema = (currency: CurrencyCode) =>
  z.intersection(discountScreenSchema(currency), z.object({ version: z.coerce.number().int().min(1) }));

export const DiscountListQuerySchema = z.object({
  method: z.enum(DISCOUNT_METHODS).optional(),
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(DISCOUNT_STATUSES, { error: "Status is active, scheduled or expired" }).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DiscountListQuery = Partial<z.output<typeof DiscountListQuerySchema>>;

export const GenerateCodesSchema = z.object({
  count: z.coerce.number({ error: M.generateCount }).int(M.generateCount).min(1, M.generateCount).max(GENERATE_MAX, M.generateCount),
  prefix: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : (v ?? "")),
    safeString()
      .max(PREFIX_MAX, M.prefixFormat)
      .regex(/^[A-Z0-9_-]*$/, M.prefixFormat),
  ),
  length: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.lengthRange })
      .int(M.lengthRange)
      .min(GENERATED_LENGTH_MIN, M.lengthRange)
      .max(GENERATED_LENGTH_MAX, M.lengthRange)
      .default(GENERATED_LENGTH_DEFAULT),
  ),
});
export type GenerateCodesForm = z.output<typeof GenerateCodesSchema>;

export const CODE_JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export interface CodeJobDto {
  _id: string;
  status: (typeof CODE_JOB_STATUSES)[number];
  requested: number;
  generated: number;
  prefix: string;
  length: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface DiscountDto extends DiscountFields {
  _id: string;
  startsAt: string;
  endsAt: string | null;
  status: DiscountStatus;
  /** The store's currency: what `value` (fixed amount) and `minimumValue` (amount) are in. */
  currency: CurrencyCode;
  usageCount: number;
  /** Its own code plus every generated one. */
  codesCount: number;
  /** The latest code generation, with its progress. */
  codeJob: CodeJobDto | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function discountStatus(startsAt: Date, endsAt: Date | null, now: Date): DiscountStatus {
  if (now.getTime() < startsAt.getTime()) return "scheduled";
  if (endsAt && now.getTime() >= endsAt.getTime()) return "expired";
  return "active";
}

/** A random code of `length` symbols of CODE_ALPHABET after `prefix`, from `random` bytes (one byte a symbol: 256 = 8 × 32, so no bias). */
export function codeFromBytes(prefix: string, bytes: Uint8Array, length: number): string {
  let out = prefix;
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[bytes[i]! & 31];
  return out;
}

/**
 * Why a code cannot be used now (findApplicable): the checkout says it in the buyer's words. A code that has not started
 * is `unknown`, word for word: a buyer probing codes must not learn of one before its launch (ADR 041).
 */
export const CODE_REFUSALS = ["unknown", "expired", "used_up", "used_by_customer"] as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[number];
/** A refusal of the code itself (not of the cart): what the failed-attempt limits count (ADR 041). */
export const isCodeLookupRefusal = (reason: string): reason is CodeRefusal => (CODE_REFUSALS as readonly string[]).includes(reason);

// ——— At the checkout ———

/** Why a typed code does not take anything off this cart: found by `findApplicable` or by `priceCart`. */
export type CheckoutCodeRefusal = CodeRefusal | "minimum_amount" | "minimum_quantity" | "no_eligible_items" | "nothing_to_discount" | "not_combinable";

/** The buyer's words for each refusal (English; domain/i18n/*\/messages.ts says them in Vietnamese). */
export const CODE_REFUSAL_MESSAGES = {
  unknown: "This discount code does not exist",
  expired: "This discount code has expired",
  used_up: "This discount code has reached its usage limit",
  used_by_customer: "This discount code was already used by this customer",
  minimum_amount: "Spend at least {{amount}} on eligible items to use this discount code",
  minimum_quantity: "Buy at least {{n}} eligible items to use this discount code",
  no_eligible_items: "This discount code does not apply to the items in the cart",
  nothing_to_discount: "This discount code takes nothing off this order",
  not_combinable: "This discount code cannot be combined with the other discounts on this order",
} as const satisfies Record<CheckoutCodeRefusal, string>;

/** A refusal in words; a minimum names what it asks for (an amount already formatted in the store's currency). */
export function codeRefusalMessage(reason: CheckoutCodeRefusal, minimum?: { amount?: string; quantity?: number }): string {
  const text: string = CODE_REFUSAL_MESSAGES[reason];
  if (reason === "minimum_amount") return text.replace("{{amount}}", minimum?.amount ?? "");
  if (reason === "minimum_quantity") return text.replace("{{n}}", String(minimum?.quantity ?? ""));
  return text;
}

/** PUT /storefront/:storeId/checkouts/:token/discount-code: a code to apply, or "" to remove the checkout's code. */
export const CheckoutDiscountCodeSchema = z.object({
  code: z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), safeString().max(CODE_MAX, messages.maxLength(CODE_MAX))),
});
