// The theme editor's first load against Tier 2's budget (issue 12, ADR 033, 071, 075): HTML + render-blocking CSS + JS
// as sent for gzip, on a running server, signed in as the demo owner, for the editor of the demo store's published
// theme; each JS file listed by size, so a change shows where the bytes went. Exits 1 over the budget.
//   node --import tsx bench/theme-editor-first-load.ts [--base http://127.0.0.1:4710] [--query "?section=theme"]
// Needs a demo server (`npm run build`, then `PORT=… DATA_DIR=… DEMO_PASSWORD=… node --import tsx server.ts --demo`).
import http from "node:http";
import { fail, print } from "./lib";
import { firstLoad, overTierBudget, pageScripts, printFirstLoad, printFirstLoadHeader } from "./first-load";
import { CookieJar, type PageServer } from "./page-server";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
};
const BASE = arg("base", "http://127.0.0.1:4710");
const QUERY = arg("query", "");
const EMAIL = arg("email", "owner@demo-store.test");
const PASSWORD = process.env.DEMO_PASSWORD ?? arg("password", "e2e-demo-Pass-4821");

function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let n = 0;
        res.on("data", (c: Buffer) => (n += c.length));
        res.on("end", () => resolve(n));
      })
      .on("error", reject);
  });
}

async function main() {
  const res = await fetch(`${BASE}/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
  });
  if (res.status !== 302) fail(`Sign-in as ${EMAIL} answered ${res.status}.`);
  const jar = new CookieJar(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  );
  const list = await (await fetch(`${BASE}/admin/themes`, { headers: { cookie: jar.toString() } })).text();
  const id = /\/admin\/themes\/editor\/([0-9a-f-]{36})/.exec(list)?.[1] ?? fail("No theme editor link on /admin/themes.");
  const pathname = `/admin/themes/editor/${id}${QUERY}`;
  const server = { origin: BASE } as PageServer;
  const bytes = await firstLoad(server, pathname, jar);

  const page = await (await fetch(BASE + pathname, { headers: { cookie: jar.toString() } })).text();
  const files = await Promise.all(pageScripts(page).map(async (url) => ({ url, gzip: await gzipBytes(BASE + url) })));
  print("JS files, gzip KB:");
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) print(`${(f.gzip / 1024).toFixed(1).padStart(8)}  ${f.url}`);
  printFirstLoadHeader();
  printFirstLoad(`theme editor ${QUERY || "(index)"}`, bytes);
  const over = overTierBudget("theme editor", 2, bytes);
  for (const line of over) print(line);
  if (over.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
