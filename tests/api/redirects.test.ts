// URL redirects API (ADR 066) on the real API and a real database: fields, scope, other stores, versions, loops and
// chains (direct, two steps, by edit, by import), normalisation, Shopify's CSV, and a 100k import + export round trip.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REDIRECT_CHAIN_PATH_MESSAGE,
  REDIRECT_CHAIN_TARGET_MESSAGE,
  REDIRECT_CONFLICT_MESSAGE,
  REDIRECT_CSV_HEADER_MESSAGE,
  REDIRECT_DUPLICATE_ROW_MESSAGE,
  REDIRECT_HOME_MESSAGE,
  REDIRECT_PATH_MESSAGE,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_TAKEN_MESSAGE,
  REDIRECT_TARGET_MESSAGE,
  type RedirectDto,
} from "../../domain/redirect";
import { findRedirect } from "../../api/modules/redirects/store";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function make(owner: Owner, path: string, target: string): Promise<RedirectDto> {
  const res = await h.call("POST", "/redirects", { headers: owner.headers, body: { redirect: { path, target } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.redirect;
}
const refusedCreate = async (owner: Owner, redirect: Record<string, unknown>) => {
  const res = await h.call("POST", "/redirects", { headers: owner.headers, body: { redirect } });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body.errors as Record<string, string[]>;
};

async function importCsv(owner: Owner, csv: string) {
  const res = await fetch(`${h.url}/redirects/import`, { method: "POST", headers: { ...owner.headers, "content-type": "text/csv" }, body: csv });
  return { status: res.status, body: await res.json() };
}
async function exportCsv(owner: Owner) {
  const res = await fetch(`${h.url}/redirects/export`, { headers: owner.headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return res.text();
}

describe("redirect lifecycle", () => {
  it("creates, lists, searches, counts, reads, updates, refuses a stale version and deletes", async () => {
    const owner = await h.owner();
    const made = await make(owner, "/Old-Shirts/", "/collections/shirts");
    expect(made).toMatchObject({ path: "/Old-Shirts", target: "/collections/shirts", version: 1 });
    await make(owner, "/blog/news", "https://example.com/news?x=1");

    const list = await h.call("GET", "/redirects?search=shirts&limit=10", { headers: owner.headers });
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.redirects[0]._id).toBe(made._id);
    expect((await h.call("GET", "/redirects?search=example.com", { headers: owner.headers })).body.total).toBe(1);
    expect((await h.call("GET", "/redirects/count", { headers: owner.headers })).body).toEqual({ count: 2 });
    expect((await h.call("GET", `/redirects/${made._id}`, { headers: owner.headers })).body.redirect.path).toBe("/Old-Shirts");

    const updated = await h.call("PUT", `/redirects/${made._id}`, {
      headers: owner.headers,
      body: { redirect: { path: "/old-shirts", target: "/collections/tops", version: 1 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.redirect).toMatchObject({ path: "/old-shirts", target: "/collections/tops", version: 2 });

    const stale = await h.call("PUT", `/redirects/${made._id}`, { headers: owner.headers, body: { redirect: { path: "/x", target: "/y", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(REDIRECT_CONFLICT_MESSAGE);
    expect(stale.body.current).toMatchObject({ target: "/collections/tops", version: 2 });
    expect((await h.call("DELETE", `/redirects/${made._id}?version=1`, { headers: owner.headers })).status).toBe(409);
    expect((await h.call("DELETE", `/redirects/${made._id}?version=2`, { headers: owner.headers })).status).toBe(200);
    expect((await h.call("GET", `/redirects/${made._id}`, { headers: owner.headers })).status).toBe(404);
  });

  it("refuses bad input per field with the message next to it, and writes nothing", async () => {
    const owner = await h.owner();
    expect(await refusedCreate(owner, {})).toEqual({ path: ["Path required"], target: ["Target required"] });
    expect((await refusedCreate(owner, { path: "no-slash", target: "/a" })).path).toEqual([REDIRECT_PATH_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a?b=1", target: "/c" })).path).toEqual([REDIRECT_PATH_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a b", target: "/c" })).path).toEqual([REDIRECT_PATH_MESSAGE]);
    expect((await refusedCreate(owner, { path: "//evil.com", target: "/c" })).path).toEqual([REDIRECT_PATH_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/", target: "/c" })).path).toEqual([REDIRECT_HOME_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a", target: "javascript:alert(1)" })).target).toEqual([REDIRECT_TARGET_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a", target: "//evil.com/x" })).target).toEqual([REDIRECT_TARGET_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a", target: "ftp://x.com" })).target).toEqual([REDIRECT_TARGET_MESSAGE]);
    expect((await refusedCreate(owner, { path: `/${"a".repeat(2001)}`, target: "/b" })).path).toEqual(["Max length is 2000"]);
    expect((await refusedCreate(owner, { path: 42, target: "/b" })).path).toEqual(["Must be text"]);
    expect((await refusedCreate(owner, { path: "/a\u0000", target: "/b" })).path?.[0]).toMatch(/NUL/);
    const bad = await h.call("PUT", `/redirects/${(await make(owner, "/p", "/q"))._id}`, {
      headers: owner.headers,
      body: { redirect: { path: "/p", target: "/q" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.version).toEqual(["Version required"]);
    expect((await h.call("DELETE", "/redirects?ids=nope", { headers: owner.headers })).status).toBe(400);
    expect((await h.call("GET", "/redirects?limit=5000", { headers: owner.headers })).status).toBe(400);
    expect((await h.call("GET", "/redirects/count", { headers: owner.headers })).body.count).toBe(1);
  });

  it("normalises the path: case, trailing slash, repeated slashes and percent-encoding are one path", async () => {
    const owner = await h.owner();
    const made = await make(owner, "/Sale//Áo%20Thun/", "/collections/ao");
    expect(made.path).toBe("/Sale/%C3%81o%20Thun");
    expect((await refusedCreate(owner, { path: "/sale/%c3%a1o thun".replace(" ", "%20"), target: "/x" })).path).toEqual([REDIRECT_TAKEN_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/SALE/áo%20thun/", target: "/x" })).path).toEqual([REDIRECT_TAKEN_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/x/%7Efoo", target: "/x/~FOO" })).target).toEqual([REDIRECT_SAME_MESSAGE]);
    const { db } = h.database;
    expect(await findRedirect(db, owner.storeId, "/sale/%C3%A1o%20thun/?utm=1")).toEqual({ target: "/collections/ao" });
    expect(await findRedirect(db, owner.storeId, "/SALE/Áo%20Thun")).toEqual({ target: "/collections/ao" });
    expect(await findRedirect(db, owner.storeId, "/sale")).toBeNull();
    expect(await findRedirect(db, owner.storeId, "/")).toBeNull();
  });
});

describe("loops and chains", () => {
  it("refuses a direct loop, a chain by target and a chain by path, and so any loop", async () => {
    const owner = await h.owner();
    expect((await refusedCreate(owner, { path: "/a", target: "/A/" })).target).toEqual([REDIRECT_SAME_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a", target: "/a?x=1" })).target).toEqual([REDIRECT_SAME_MESSAGE]);
    await make(owner, "/a", "/b");
    // Two steps: /b → /a would loop; /b is a target, so it cannot be a path.
    expect(await refusedCreate(owner, { path: "/b", target: "/a" })).toEqual({ path: [REDIRECT_CHAIN_PATH_MESSAGE], target: [REDIRECT_CHAIN_TARGET_MESSAGE] });
    expect((await refusedCreate(owner, { path: "/b", target: "/c" })).path).toEqual([REDIRECT_CHAIN_PATH_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/z", target: "/A?ref=1" })).target).toEqual([REDIRECT_CHAIN_TARGET_MESSAGE]);
    expect((await refusedCreate(owner, { path: "/a", target: "/c" })).path).toEqual([REDIRECT_TAKEN_MESSAGE]);
    // A URL target is another site's: no chain through it.
    await make(owner, "/c", "https://example.com/a");
    expect((await h.call("GET", "/redirects/count", { headers: owner.headers })).body.count).toBe(2);
  });

  it("refuses a chain or loop made by editing an existing redirect", async () => {
    const owner = await h.owner();
    const ab = await make(owner, "/a", "/b");
    const cd = await make(owner, "/c", "/d");
    const put = (r: RedirectDto, path: string, target: string) =>
      h.call("PUT", `/redirects/${r._id}`, { headers: owner.headers, body: { redirect: { path, target, version: r.version } } });
    // /c → /a: its target is a redirected path.
    expect((await put(cd, "/c", "/a")).body.errors).toEqual({ target: [REDIRECT_CHAIN_TARGET_MESSAGE] });
    // /a → /c would chain into /c → /d.
    expect((await put(ab, "/a", "/c")).body.errors).toEqual({ target: [REDIRECT_CHAIN_TARGET_MESSAGE] });
    // Renaming /c to /b: /b is /a's target.
    expect((await put(cd, "/b", "/d")).body.errors).toEqual({ path: [REDIRECT_CHAIN_PATH_MESSAGE] });
    expect((await put(ab, "/a", "/a/")).body.errors).toEqual({ target: [REDIRECT_SAME_MESSAGE] });
    // Its own path or target does not count against it.
    expect((await put(ab, "/A", "/b?x=1")).status).toBe(200);
    expect((await h.call("GET", `/redirects/${cd._id}`, { headers: owner.headers })).body.redirect.version).toBe(1);
  });
});

describe("scope and stores", () => {
  it("needs the navigations scope, and another store's ids are 404", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const mine = await make(owner, "/mine", "/x");
    const noScope = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", "/redirects", { headers: noScope.headers })).status).toBe(403);
    expect((await h.call("POST", "/redirects", { headers: noScope.headers, body: { redirect: { path: "/n", target: "/m" } } })).status).toBe(403);
    const staff = await h.staff(owner.storeId, ["navigations"]);
    expect((await h.call("GET", "/redirects", { headers: staff.headers })).body.total).toBe(1);
    expect((await h.call("GET", "/redirects", { headers: {} })).status).toBe(401);

    expect((await h.call("GET", `/redirects/${mine._id}`, { headers: other.headers })).status).toBe(404);
    expect(
      (await h.call("PUT", `/redirects/${mine._id}`, { headers: other.headers, body: { redirect: { path: "/mine", target: "/y", version: 1 } } })).status,
    ).toBe(404);
    expect((await h.call("DELETE", `/redirects/${mine._id}`, { headers: other.headers })).status).toBe(404);
    expect((await h.call("DELETE", `/redirects?ids=${mine._id}`, { headers: other.headers })).body).toEqual({ deleted: 0 });
    expect((await h.call("GET", "/redirects", { headers: other.headers })).body.total).toBe(0);
    // The same path in another store is another redirect.
    await make(other, "/mine", "/z");
    expect(await findRedirect(h.database.db, owner.storeId, "/mine")).toEqual({ target: "/x" });
    expect((await h.call("DELETE", `/redirects?ids=${mine._id}`, { headers: owner.headers })).body).toEqual({ deleted: 1 });
  });
});

describe("CSV import and export", () => {
  it("imports Shopify's export format and reports bad, duplicate, loop and chain rows by line, checked over the file and the store", async () => {
    const owner = await h.owner();
    await make(owner, "/stored", "/stored-target");
    const csv = [
      "Redirect from,Redirect to",
      "/old,/new", // 2 ok
      "/OLD/,/other", // 3 duplicate of 2
      "no-slash,/x", // 4 bad path
      "/loop,/LOOP/", // 5 loop
      "/a,/old", // 6 target is a path of the file
      "/stored,/x", // 7 taken in the store
      "/stored-target,/y", // 8 a stored redirect points here
      "/b,/stored?x=1", // 9 target is a stored path
      '"/with,comma","https://example.com/?q=1,2"', // 10 ok
      "/c,javascript:alert(1)", // 11 bad target
      "",
    ].join("\n");
    const res = await importCsv(owner, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report).toMatchObject({ rows: 10, created: 2, errorCount: 8 });
    expect(res.body.report.errors).toEqual([
      { line: 3, field: "path", message: REDIRECT_DUPLICATE_ROW_MESSAGE },
      { line: 4, field: "path", message: REDIRECT_PATH_MESSAGE },
      { line: 5, field: "target", message: REDIRECT_SAME_MESSAGE },
      { line: 6, field: "target", message: REDIRECT_CHAIN_TARGET_MESSAGE },
      { line: 7, field: "path", message: REDIRECT_TAKEN_MESSAGE },
      { line: 8, field: "path", message: REDIRECT_CHAIN_PATH_MESSAGE },
      { line: 9, field: "target", message: REDIRECT_CHAIN_TARGET_MESSAGE },
      { line: 11, field: "target", message: REDIRECT_TARGET_MESSAGE },
    ]);
    expect(await findRedirect(h.database.db, owner.storeId, "/old")).toEqual({ target: "/new" });
    expect(await findRedirect(h.database.db, owner.storeId, "/with,comma")).toEqual({ target: "https://example.com/?q=1,2" });
    expect(await findRedirect(h.database.db, owner.storeId, "/a")).toBeNull();

    // Our own header, and a file without either header.
    expect((await importCsv(owner, "path,target\r\n/mine,/yours\r\n")).body.report).toMatchObject({ created: 1, errorCount: 0 });
    const noHeader = await importCsv(owner, "from,to\n/x,/y\n");
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.errors).toEqual({ file: [REDIRECT_CSV_HEADER_MESSAGE] });
    expect((await importCsv(owner, "")).status).toBe(400);
    const scoped = await h.staff(owner.storeId, ["products"]);
    expect(
      (await fetch(`${h.url}/redirects/import`, { method: "POST", headers: { ...scoped.headers, "content-type": "text/csv" }, body: "path,target\n/q,/r\n" }))
        .status,
    ).toBe(403);
    expect((await fetch(`${h.url}/redirects/export`, { headers: scoped.headers })).status).toBe(403);
    expect((await h.call("GET", "/redirects/count", { headers: owner.headers })).body.count).toBe(4);
  });

  it("round-trips 100k redirects: import, export, import into another store", { timeout: 240_000 }, async () => {
    const owner = await h.owner();
    const N = 100_000;
    const lines = ["Redirect from,Redirect to"];
    for (let i = 0; i < N; i++) lines.push(`/old/item-${i},/products/item-${i}`);
    const started = Date.now();
    const res = await importCsv(owner, lines.join("\n"));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.report).toMatchObject({ rows: N, created: N, errorCount: 0 });
    const importMs = Date.now() - started;

    const csv = await exportCsv(owner);
    const rows = csv.trim().split("\r\n");
    // fetch's text() drops the byte-order mark the file starts with (for Excel).
    expect(rows[0].replace(/^\uFEFF/, "")).toBe("Redirect from,Redirect to");
    expect(rows.length).toBe(N + 1);
    expect(new Set(rows.slice(1))).toEqual(new Set(lines.slice(1)));

    const other = await h.owner();
    const again = await importCsv(other, csv);
    expect(again.body.report).toMatchObject({ rows: N, created: N, errorCount: 0 });
    // The same file again: every row is a path the store has.
    const twice = await importCsv(other, csv);
    expect(twice.body.report).toMatchObject({ created: 0, errorCount: N });
    expect(twice.body.report.errors).toHaveLength(1000);
    expect(await findRedirect(h.database.db, other.storeId, "/old/item-99999")).toEqual({ target: "/products/item-99999" });
    console.info(`100k redirects import: ${importMs} ms`);
  });
});

describe("readablePath", () => {
  it("shows encoded letters as letters and keeps what would change the path encoded", async () => {
    const { readablePath, canonicalPath, redirectKey } = await import("../../domain/redirect");
    expect(readablePath("/Sale/%C3%81o%20Thun")).toBe("/Sale/Áo%20Thun");
    expect(readablePath("/a%2Fb%3Fc%25")).toBe("/a%2Fb%3Fc%25");
    // Saving what is shown gives the same key.
    expect(redirectKey(canonicalPath(readablePath("/Sale/%C3%81o%20Thun"))!)).toBe(redirectKey("/Sale/%C3%81o%20Thun"));
  });
});
