// Sending recovery messages (ADR 040): a step is claimed first (store.claimStep, once however many processes sweep),
// within the limits on whom a store writes to (limits-store.ts: else it is recorded skipped), then rendered from the
// store's notification template or the default (ADR 064: one indexed read) and handed to the mailer or the SMS adapter.
import {
  DEFAULT_RECOVERY_SCHEDULE,
  DELAY_MAX_HOURS,
  dueStep,
  RECOVERY_CHANNELS,
  RECOVERY_SWEEP_EVERY_MS,
  STEP_GRACE_HOURS,
  stepName,
  isDelivered,
  type RecoveryChannel,
  type RecoverySchedule,
} from "../../../domain/abandoned";
import { recipientKey, RECOVERY_SMS_PER_DAY } from "../../../domain/abandoned-limits";
import { formatMoney, fromMinor } from "../../../domain/money";
import { templateKeyOf, type TemplateName } from "../../../domain/notification-templates";
import type { ApiDeps } from "../../deps";
import { NOT_DELIVERED_NO_SMTP, refusalOf } from "../../mailer";
import { createSmsSender, NOT_DELIVERED_NO_PROVIDER } from "../../sms";
import { startPeriodicSweep } from "../housekeeping/periodic";
import { mailContext, renderTemplateMail } from "../notification-templates/render";
import { mailStore } from "../notification-templates/store";
import { discountContextOf, priceCart, readCart } from "../checkout/pricing";
import { releaseSend, reserveStep } from "./limits-store";
import * as store from "./store";

type Deps = Pick<ApiDeps, "db" | "clock" | "log" | "mailer" | "sms" | "instance"> & {
  config: Pick<ApiDeps["config"], "publicUrl" | "abandonedAfterMinutes" | "recoverySmsPerDay">;
};

/** The restore link a message carries: public, by the checkout's unguessable token (ADR 037). */
export const recoverUrl = (deps: { config: Pick<ApiDeps["config"], "publicUrl"> }, storeId: string, token: string, step?: string) =>
  `${deps.config.publicUrl.replace(/\/$/, "")}/api/storefront/${storeId}/checkouts/${token}/recover${step ? `?step=${step}` : ""}`;

/**
 * Claims and sends one step. Null when it was not claimed (sent already, by this sweep, another process or a form
 * posted twice). A send the mailer or SMS provider refuses is marked failed on its entry (not counted as sent), and the
 * step may be claimed again: by a later sweep while it is still due, up to RECOVERY_SEND_ATTEMPTS tries, or by staff.
 * The sweep (`schedule`) writes within every limit; staff (`key`) choose to write to this buyer, within the SMS cap.
 * A step a limit stops is recorded skipped, with the reason, and nothing is sent.
 */
export async function sendRecoveryStep(
  deps: Deps,
  shop: store.Shop,
  checkout: store.CheckoutRow,
  firstName: string | null,
  channel: RecoveryChannel,
  step: number,
  by: { key: string } | { schedule: RecoverySchedule },
): Promise<store.CheckoutRow | null> {
  const key = "key" in by ? by.key : undefined;
  const reserved = await reserveStep(deps.db, {
    storeId: shop.id,
    checkoutId: checkout.id,
    channel,
    step,
    recipient: recipientKey(channel, channel === "email" ? checkout.email : checkout.phone),
    now: deps.clock.now(),
    key,
    recipientRules: "schedule" in by ? { schedule: by.schedule } : null,
    smsPerDay: channel === "sms" ? (deps.config.recoverySmsPerDay ?? RECOVERY_SMS_PER_DAY) : null,
  });
  if (!reserved) return null;
  if (reserved.kind === "skipped") {
    deps.log({ level: "info", msg: "recovery message skipped", checkout: checkout.id, channel, step, reason: reserved.reason });
    return reserved.row;
  }
  const claimed = reserved.row;
  try {
    const cart = await readCart(deps.db, shop, checkout.lines, { hiddenProducts: false });
    const price = await priceCart(deps.db, shop, cart, null, discountContextOf(checkout, deps.clock.now()), checkout.shippingAddress);
    const lang = shop.language === "en" ? "en" : "vi";
    const money = (minor: number) => formatMoney(fromMinor(minor, shop.currency), lang);
    const link = recoverUrl(deps, shop.id, checkout.token, stepName(channel, step));
    const key = templateKeyOf(`abandoned checkout ${channel} ${step}` as TemplateName);
    const own = await mailStore(deps.db, shop.id, key);
    const message = await renderTemplateMail(
      key,
      lang,
      mailContext({
        shopName: shop.name,
        customerName: checkout.shippingAddress?.firstName || firstName || (lang === "en" ? "there" : "bạn"),
        customerEmail: checkout.email ?? "",
        checkout: {
          items: price.lines.filter((l) => l.title).map((l) => ({ title: `${l.title}${l.variantTitle ? ` (${l.variantTitle})` : ""}`, quantity: l.quantity })),
          total: money(price.totalMinor),
          url: link,
        },
      }),
      { stored: own, branding: own?.accentColor ? { logoUrl: own.logoUrl ?? "", accentColor: own.accentColor } : null },
    );
    // The receipt says whether it was delivered (the mailer and the SMS sender do not throw for a refusal).
    const refused =
      channel === "email"
        ? refusalOf(
            await deps.mailer.send({ to: checkout.email, subject: message.subject, text: message.text, html: message.html, secretLinks: [link] }),
            NOT_DELIVERED_NO_SMTP,
          )
        : refusalOf(
            await (deps.sms ?? createSmsSender(deps.db, { log: deps.log })).send({ to: checkout.phone, text: message.text, secretLinks: [link] }),
            NOT_DELIVERED_NO_PROVIDER,
          );
    if (refused) throw new Error(refused);
  } catch (error) {
    deps.log({ level: "error", msg: "recovery message failed", checkout: checkout.id, channel, step, error: String(error) });
    await releaseSend(deps.db, reserved.sendId);
    return store.markStepFailed(deps.db, claimed, deps.clock.now(), error instanceof Error ? error.message : String(error));
  }
  return claimed;
}

const SWEEP_BATCH = 200;

/** One pass: every open abandoned checkout whose next step is due gets it. Returns how many messages were sent. */
export async function sweepRecovery(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  // The same cut-off as the list's (ABANDONED_AFTER_MINUTES, the setting): a checkout is sent nothing before it is listed.
  const abandonedBefore = store.cutoffOf(now, deps.config.abandonedAfterMinutes);
  // Nothing older can have a step due within its grace period.
  const since = new Date(abandonedBefore.getTime() - (DELAY_MAX_HOURS + STEP_GRACE_HOURS) * 3_600_000);
  const shops = new Map<string, store.Shop | null>();
  let after: { updatedAt: Date; id: string } | null = null;
  let sent = 0;
  for (;;) {
    const batch = await store.sweepCandidates(deps.db, abandonedBefore, since, after, SWEEP_BATCH);
    if (batch.length === 0) break;
    const schedules = await store.schedulesOf(deps.db, [...new Set(batch.map((b) => b.checkout.storeId))]);
    for (const { checkout, firstName } of batch) {
      const schedule = schedules.get(checkout.storeId) ?? DEFAULT_RECOVERY_SCHEDULE;
      for (const channel of RECOVERY_CHANNELS) {
        if (channel === "email" ? !checkout.email : !checkout.phone) continue;
        const step = dueStep(schedule, channel, checkout.updatedAt, checkout.recovery, now);
        if (step === null) continue;
        if (!shops.has(checkout.storeId)) shops.set(checkout.storeId, await store.findShop(deps.db, checkout.storeId));
        const shop = shops.get(checkout.storeId);
        if (!shop) continue;
        const row = await sendRecoveryStep(deps, shop, checkout, firstName, channel, step, { schedule });
        const entry = row?.recovery.at(-1);
        if (entry && isDelivered(entry)) sent++;
      }
    }
    const last = batch[batch.length - 1]!.checkout;
    after = { updatedAt: last.updatedAt, id: last.id };
    if (batch.length < SWEEP_BATCH) break;
  }
  return sent;
}

/** The sweep every 5 minutes, once per period across every process sharing the database (housekeeping/periodic.ts). */
export function startRecoverySweep(deps: Deps): () => void {
  return startPeriodicSweep(deps, "abandoned-recovery", RECOVERY_SWEEP_EVERY_MS, async () => {
    const sent = await sweepRecovery(deps);
    if (sent > 0) deps.log({ level: "info", msg: "abandoned-checkout recovery messages sent", sent });
  });
}
