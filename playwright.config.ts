import { defineConfig } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 3300);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The demo accounts' password for the e2e server (a demo start takes it from DEMO_PASSWORD; e2e/helpers.ts reads it here). */
export const E2E_DEMO_PASSWORD = "e2e-demo-Pass-4821";
/** The run's DNS server (e2e/dns-global-setup.ts) and the directory its zone files live in (ADR 067). */
const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? PORT + 2000);
process.env.E2E_DNS_PORT = String(DNS_PORT);
process.env.E2E_DNS_DIR ??= path.resolve(`.e2e-dns-${PORT}`);
const chromium = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/dns-global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // The specs read the English texts (SPEC's words); the admin's default is the store's language, vi for the demo
    // store. So every browser starts having chosen English; e2e/i18n-*.spec.ts switch to Vietnamese (ADR 034).
    storageState: {
      cookies: [{ name: "br_lang", value: "en", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }],
      origins: [],
    },
    // Recording a trace costs every test its DOM snapshots and screenshots, pass or fail. CI retries once and records
    // the retry only; a local run (no retries) keeps the trace of a test that failed.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  // Specs named *.js.spec.ts test what the enhance script adds (app/enhance), so they run only with JavaScript.
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /\.js\.spec\.ts$/ },
  ],
  webServer: {
    // A fresh embedded database per run, seeded with the demo store (a demo start: the outbox is the mailbox).
    command: `rm -rf .e2e-data-${PORT} && node --import tsx server.ts --demo`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    // The demo start seeds its history first (DEMO_ORDERS below): about 40 s on a quiet machine, over 150 s on a busy one.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    // No PUBLIC_URL: it keeps its default, http://localhost:PORT, while the browser opens http://127.0.0.1:PORT, so the
    // specs prove media, uploads and feeds work at an address other than PUBLIC_URL (e2e/admin-origin.spec.ts, ADR 015).
    env: {
      PORT: String(PORT),
      DATA_DIR: `.e2e-data-${PORT}`,
      AUTH_RATE_LIMIT_MAX: "1000",
      // Every open checkout with a way to reach the buyer is listed as abandoned at once (ADR 040): the specs cannot wait an hour.
      ABANDONED_AFTER_MINUTES: "0",
      SESSION_SECRET: "e2e-secret",
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      // A small demo history (ADR 042): every status, abandoned checkouts and events, in seconds rather than a minute.
      DEMO_ORDERS: "120",
      NODE_ENV: "production",
      // e2e/products-csv-shopify.spec.ts serves the import's images from its own server on this host (ADR 023).
      IMPORT_IMAGE_ALLOW_HOSTS: "127.0.0.1",
      // Domain checks ask the run's own DNS server (e2e/dns-global-setup.ts, ADR 067).
      DNS_RESOLVER: `127.0.0.1:${DNS_PORT}`,
      DNS_TIMEOUT_MS: "2000",
      DOMAIN_CHECKS_PER_MINUTE: "100",
    },
  },
});
