import { firstLoad } from "./first-load";
// Usage: a running demo server (PORT) → node --import tsx bench/analytics-first-load.ts
const origin = process.env.ORIGIN ?? "http://127.0.0.1:4614";
const res = await fetch(`${origin}/auth/sign-in`, {
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", origin },
  body: new URLSearchParams({ email: "owner@demo-store.test", password: "e2e-demo-Pass-4821" }).toString(),
});
const cookie = res.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const jar = { toString: () => cookie };
for (const p of ["/admin/analytics?preset=last_90_days", "/admin/analytics?preset=last_7_days", "/admin/sales-reports?preset=last_90_days", "/admin"]) {
  const f = await firstLoad({ origin } as never, p, jar as never);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    p,
    `HTML ${kb(f.html.gzip)} CSS ${kb(f.css.gzip)} JS ${kb(f.js.gzip)} (${f.js.files} files) total ${kb(f.html.gzip + f.css.gzip + f.js.gzip)} KB gzip`,
  );
}
