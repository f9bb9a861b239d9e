import { defineConfig } from "@playwright/test";
import fs from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3300);
export const baseURL = `http://127.0.0.1:${PORT}`;
const chromium = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
    // A fresh embedded database per run, seeded with the demo store.
    command: `rm -rf .e2e-data-${PORT} && node --import tsx server.ts`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: `.e2e-data-${PORT}`,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT_MAX: "1000",
      SESSION_SECRET: "e2e-secret",
      NODE_ENV: "production",
    },
  },
});
