import crypto from "node:crypto";
import { Router } from "express";
import { payoutEndpoints, proxyEndpoints, storePaymentEndpoints } from "../../../domain/contracts/store-ops";
import { STORE_OPS_MESSAGES } from "../../../domain/store-ops";
import { messages } from "../../../domain/validation";
import type { ApiDeps } from "../../deps";
import { currentStore, requireOperator, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { createSecretBox } from "../../secret-box";
import * as store from "./store";

/** Where a secret belongs: its ciphertext decrypts only there (api/secret-box.ts). */
export const payoutSecretPlace = (storeId: string) => `payout:${storeId}:accountNumber`;
export const proxySecretPlace = (storeId: string) => `proxy:${storeId}:password`;

/**
 * Payment methods (operators assign them), payout details and the proxy (operators), ADR 063. Store-scoped by the
 * `store-id` header with scope `settings`; assign-payment's `storeId` must name that same store (another is 404).
 * Secrets are sealed here before anything is written, and no answer (errors included) carries one.
 */
export function storeOpsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const box = createSecretBox(deps.config.secretsKey ?? crypto.randomBytes(32));
  r.use("/stores/payments/admin", requireUser(deps), requireOperator(deps), requireStore(deps, "settings"));
  r.use("/stores/settings/proxy", requireUser(deps), requireOperator(deps), requireStore(deps, "settings"));
  r.use("/stores/settings/payout", requireUser(deps), requireStore(deps, "settings"));

  mount(r, storePaymentEndpoints.get, async ({ req }) => ({ payment: await store.getPaymentSettings(db, currentStore(req).id) }));

  mount(r, storePaymentEndpoints.assign, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    if (body.storeId.toLowerCase() !== storeId.toLowerCase()) throw notFound();
    const result = await store.assignPayment(db, storeId, body, body.version, deps.clock.now());
    if (result.kind === "conflict") throw conflict(STORE_OPS_MESSAGES.paymentsConflict, { current: result.settings });
    return { payment: result.settings };
  });

  mount(r, payoutEndpoints.get, async ({ req }) => ({ payout: await store.getPayout(db, currentStore(req).id) }));

  mount(r, payoutEndpoints.save, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    const accountNumber = body.accountNumber ? { sealed: box.seal(body.accountNumber, payoutSecretPlace(storeId)), last4: body.accountNumber.slice(-4) } : null;
    const result = await store.savePayout(db, storeId, { ...body, accountNumber }, body.version, deps.clock.now());
    if (result.kind === "missing-secret") {
      const message = messages.required("Account number");
      throw badRequest(message, { accountNumber: [message] });
    }
    if (result.kind === "conflict") throw conflict(STORE_OPS_MESSAGES.payoutConflict, { current: result.current });
    return { payout: result.value };
  });

  mount(r, proxyEndpoints.get, async ({ req }) => ({ proxy: await store.getProxy(db, currentStore(req).id) }));

  mount(r, proxyEndpoints.save, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    // No user name: no credentials at all. Otherwise a typed password replaces the stored one; blank keeps it.
    const passwordSealed = !body.username ? null : body.password ? box.seal(body.password, proxySecretPlace(storeId)) : undefined;
    const result = await store.saveProxy(
      db,
      storeId,
      { enabled: body.enabled, url: body.url, username: body.username, passwordSealed },
      body.version,
      deps.clock.now(),
    );
    if (result.kind === "conflict") throw conflict(STORE_OPS_MESSAGES.proxyConflict, { current: result.current });
    return { proxy: result.value };
  });

  return r;
}
