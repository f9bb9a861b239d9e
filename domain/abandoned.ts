// Abandoned checkouts (SPEC §2 abandoned, abandoned/checkout/{id}; ADR 040): when a checkout counts as abandoned, the
// store's recovery schedule (up to three e-mails and three SMS), which step is due, and what the screens show.
import { z } from "zod/v4";
import type { RecoverySkipReason } from "./abandoned-limits";
import type { AddressDto } from "./checkout";
import { DATE_FORMAT } from "./dates";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./product";
import { checkbox, messages, safeString, TEXT_MAX } from "./validation";

/** A checkout with lines and a way to reach the buyer, untouched this long and not completed, is abandoned. */
export const ABANDONED_AFTER_MINUTES = 60;
/** A step the sweep missed by more than this (the server was down) is skipped, so a buyer never gets old mail in a burst. */
export const STEP_GRACE_HOURS = 24;
/** Longest delay of a step: 30 days. */
export const DELAY_MAX_HOURS = 720;
/** The sweep looks this often (every process looks; one claims each run). */
export const RECOVERY_SWEEP_EVERY_MS = 5 * 60_000;

export const RECOVERY_CHANNELS = ["email", "sms"] as const;
export type RecoveryChannel = (typeof RECOVERY_CHANNELS)[number];
export const RECOVERY_STEPS = [1, 2, 3] as const;

export interface RecoveryStepSetting {
  enabled: boolean;
  /** Hours after the buyer last touched the checkout (at least 1: a checkout is abandoned after an hour). */
  delayHours: number;
}
export interface RecoverySchedule {
  email: RecoveryStepSetting[];
  sms: RecoveryStepSetting[];
}

/** Shopify's habit: e-mails after 10 hours, a day and three days; SMS off until the store turns it on. */
export const DEFAULT_RECOVERY_SCHEDULE: RecoverySchedule = {
  email: [
    { enabled: true, delayHours: 10 },
    { enabled: true, delayHours: 24 },
    { enabled: true, delayHours: 72 },
  ],
  sms: [
    { enabled: false, delayHours: 1 },
    { enabled: false, delayHours: 24 },
    { enabled: false, delayHours: 72 },
  ],
};

export const SCHEDULE_ORDER_MESSAGE = "Each message must come after the one before it";
export const SETTINGS_CONFLICT_MESSAGE = "The recovery schedule was changed by someone else since you opened it. Review it, then save again.";
export const NO_EMAIL_MESSAGE = "This checkout has no email";
export const NO_PHONE_MESSAGE = "This checkout has no phone number";
export const ALL_SENT_MESSAGE = "All three recovery messages were already sent";
export const RECOVERED_MESSAGE = "This checkout is already completed";
export const DELAY_WHOLE_MESSAGE = "Delay must be a whole number of hours";
export const DELAY_MIN_MESSAGE = "Delay must be at least 1 hour";
export const DELAY_MAX_MESSAGE = "Delay must be at most 720 hours";
export const MIXED_CURRENCIES_MESSAGE = "These stores sell in different currencies";

const delayHours = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? undefined : v),
  z.coerce
    .number({ error: messages.required("Delay") })
    .int(DELAY_WHOLE_MESSAGE)
    .min(1, DELAY_MIN_MESSAGE)
    .max(DELAY_MAX_HOURS, DELAY_MAX_MESSAGE),
);
const StepSettingSchema = z.object({ enabled: checkbox, delayHours });
const channelSteps = z.preprocess((v) => v ?? [], z.array(StepSettingSchema).length(3));

/** One schema for the schedule card (server and browser checks) and the API's body. */
export const RecoveryScheduleSchema = z.object({ email: channelSteps, sms: channelSteps }).superRefine((s, ctx) => {
  for (const channel of RECOVERY_CHANNELS) {
    let last = 0;
    s[channel].forEach((step, i) => {
      if (!step.enabled) return;
      if (step.delayHours <= last) ctx.addIssue({ code: "custom", path: [channel, i, "delayHours"], message: SCHEDULE_ORDER_MESSAGE });
      last = step.delayHours;
    });
  }
});
export const RecoveryScheduleUpdateSchema = z.object({
  schedule: RecoveryScheduleSchema,
  version: z.coerce.number().int().min(1),
});

/** A message sent to a checkout, or tried, or skipped (its `recovery` list). */
export interface RecoveryEntry {
  channel: RecoveryChannel;
  step: number;
  /** When it was sent (or tried, or skipped). */
  sentAt: string;
  clickedAt?: string;
  key?: string;
  /** The mailer or SMS provider refused it: not delivered, and the step may be sent again (RECOVERY_SEND_ATTEMPTS). */
  failedAt?: string;
  error?: string;
  /** Not sent for a limit on whom the store writes to (domain/abandoned-limits.ts): the step is closed for the sweep. */
  skipped?: RecoverySkipReason;
}

/** Tries of one step before the sweep gives it up: a provider down for a while gets the step sent on a later sweep. */
export const RECOVERY_SEND_ATTEMPTS = 3;

/** Whether an entry closes its step for the sweep: delivered, skipped, or the step's last allowed try failed. */
export function closesStep(entry: RecoveryEntry, all: readonly RecoveryEntry[]): boolean {
  if (!entry.failedAt) return true;
  return all.filter((e) => e.channel === entry.channel && e.step === entry.step && e.failedAt).length >= RECOVERY_SEND_ATTEMPTS;
}

/** "email-1" … "sms-3": the restore link's `step`. */
export const stepName = (channel: RecoveryChannel, step: number) => `${channel}-${step}`;
export function parseStepName(value: unknown): { channel: RecoveryChannel; step: number } | null {
  const m = typeof value === "string" ? /^(email|sms)-([123])$/.exec(value) : null;
  return m ? { channel: m[1] as RecoveryChannel, step: Number(m[2]) } : null;
}

/**
 * The step of `channel` the sweep should send now, or null: the latest enabled step whose time has come, unless it (or a
 * later one) was sent, or its time is more than STEP_GRACE_HOURS past. Earlier steps it overtook are never sent.
 */
export function dueStep(schedule: RecoverySchedule, channel: RecoveryChannel, lastTouched: Date, sent: readonly RecoveryEntry[], now: Date): number | null {
  const steps = schedule[channel];
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (!s.enabled) continue;
    const due = lastTouched.getTime() + s.delayHours * 3_600_000;
    if (due > now.getTime()) continue;
    const step = i + 1;
    if (sent.some((e) => e.channel === channel && e.step >= step && closesStep(e, sent))) return null;
    if (now.getTime() - due > STEP_GRACE_HOURS * 3_600_000) return null;
    return step;
  }
  return null;
}

/** A message that reached its provider: neither refused nor skipped (ADR 040). What "sent N" and the counter count. */
export const isDelivered = (entry: RecoveryEntry) => !entry.failedAt && !entry.skipped;

/** The next step staff can send by hand: one after the highest delivered of the channel, or null after the third. */
export function nextManualStep(channel: RecoveryChannel, sent: readonly RecoveryEntry[]): number | null {
  const highest = Math.max(0, ...sent.filter((e) => e.channel === channel && isDelivered(e)).map((e) => e.step));
  return highest < 3 ? highest + 1 : null;
}

/** The list's "sent N" and "N failed": messages delivered, and steps tried that none of their tries delivered. */
export function recoveryCounts(recovery: readonly RecoveryEntry[]): { sent: number; failed: number } {
  const delivered = recovery.filter(isDelivered);
  const failedSteps = new Set(
    recovery.filter((e) => e.failedAt && !delivered.some((d) => d.channel === e.channel && d.step === e.step)).map((e) => stepName(e.channel, e.step)),
  );
  return { sent: delivered.length, failed: failedSteps.size };
}

export const RECOVERY_STATUSES = ["not_sent", "sent", "clicked", "recovered"] as const;
export type RecoveryStatus = (typeof RECOVERY_STATUSES)[number];
export function recoveryStatus(recovery: readonly RecoveryEntry[], completed: boolean): RecoveryStatus {
  if (completed) return "recovered";
  if (recovery.some((e) => e.clickedAt)) return "clicked";
  return recovery.some(isDelivered) ? "sent" : "not_sent";
}

// The list's query: a date range of days (dd-mm-yyyy, SPEC §9) in the store's time zone, a search, paging.
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const DAY_RE = /^\d{2}-\d{2}-\d{4}$/;
export const DAY_MESSAGE = `Date must be ${DATE_FORMAT.toLowerCase()}`;
/** A dd-mm-yyyy day that exists (not 31-02). */
export function isDay(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const [d, mo, y] = value.split("-");
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}
const day = z.preprocess(
  blankToUndefined,
  safeString()
    .trim()
    .refine((v) => isDay(v), DAY_MESSAGE)
    .optional(),
);

export const AbandonedListQuerySchema = z.object({
  /** E-mail, phone or the buyer's name. */
  search: z.preprocess(blankToUndefined, safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), "Invalid page size")
    .default(DEFAULT_PAGE_SIZE),
});
export type AbandonedListQuery = z.infer<typeof AbandonedListQuerySchema>;

export const SendRecoverySchema = z.object({
  channel: z.enum(RECOVERY_CHANNELS).default("email"),
  idempotencyKey: safeString().regex(/^[A-Za-z0-9_.:-]{8,100}$/, "Idempotency key is not valid"),
});

export interface AbandonedSummaryDto {
  _id: string;
  /** When the buyer last touched it (the abandonment's time). */
  abandonedAt: string;
  createdAt: string;
  customerName: string;
  email: string;
  phone: string;
  total: number;
  currency: "VND" | "USD";
  status: RecoveryStatus;
  /** Recovery messages delivered (failed tries are not). */
  sent: number;
  /** Recovery steps whose tries all failed. */
  failed: number;
  orderId: string | null;
}

export interface AbandonedLineDto {
  variantId: string;
  title: string;
  variantTitle: string;
  sku: string;
  image: string | null;
  quantity: number;
  price: number;
  linePrice: number;
  available: boolean;
}

export interface AbandonedCheckoutDto extends AbandonedSummaryDto {
  token: string;
  customerId: string | null;
  shippingAddress: AddressDto | null;
  lines: AbandonedLineDto[];
  subtotal: number;
  shipping: number;
  discounts: number;
  recovery: RecoveryEntry[];
  /** The restore link the messages carry (without a step). */
  recoverUrl: string;
  orderName: string | null;
  completedAt: string | null;
}

export interface AbandonedCounter {
  emailSent: number;
  emailClick: number;
  completedOrder: number;
  revenue: number;
  total: number;
}
