// Online store pages API (ADR 065) on the real API and a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPublishedPage } from "../../api/modules/pages/store";
import type { PageDto } from "../../domain/page";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const CONFLICT = "This page was changed by someone else since you opened it. Review the latest version, then save again.";

async function create(owner: Owner, fields: Record<string, unknown> = {}): Promise<PageDto> {
  const res = await h.call("POST", "/pages", { headers: owner.headers, body: { page: { title: "About us", body: "<p>Hi</p>", visible: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.page;
}

describe("page lifecycle", () => {
  it("creates, lists by tab and search, counts, reads, updates, refuses a stale update and deletes", async () => {
    const owner = await h.owner();
    const about = await create(owner, {
      title: "  Về chúng tôi ",
      body: '<p><strong>Bold</strong> <a href="https://x.test/a">link</a></p>',
      seoTitle: "About",
    });
    expect(about).toMatchObject({ title: "Về chúng tôi", handle: "ve-chung-toi", visible: true, seoTitle: "About", seoDescription: "", version: 1 });
    expect(about.body).toBe('<p><strong>Bold</strong> <a href="https://x.test/a" rel="noopener noreferrer">link</a></p>');
    expect(Math.abs(Date.parse(about.publishedAt!) - h.clock.now().getTime())).toBeLessThan(60_000);
    const hidden = await create(owner, { title: "Draft", visible: false });
    expect(hidden.publishedAt).toBeNull();

    const all = await h.call("GET", "/pages", { headers: owner.headers });
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(all.body.pages[0].body).toBeUndefined();
    expect((await h.call("GET", "/pages?tab=visible", { headers: owner.headers })).body.pages.map((p: PageDto) => p._id)).toEqual([about._id]);
    expect((await h.call("GET", "/pages?tab=hidden", { headers: owner.headers })).body.pages.map((p: PageDto) => p._id)).toEqual([hidden._id]);
    expect((await h.call("GET", "/pages?search=chúng", { headers: owner.headers })).body.total).toBe(1);
    expect((await h.call("GET", "/pages/count?tab=hidden", { headers: owner.headers })).body).toEqual({ count: 1 });
    expect((await h.call("GET", `/pages/${about._id}`, { headers: owner.headers })).body.page).toEqual(about);

    const edit = { title: "About", handle: "", body: "<h2>Us</h2>", seoTitle: "", seoDescription: "d", visible: true, publishedAt: about.publishedAt };
    const updated = await h.call("PUT", `/pages/${about._id}`, { headers: owner.headers, body: { page: { ...edit, version: 1 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.page).toMatchObject({ title: "About", handle: "about", body: "<h2>Us</h2>", version: 2 });

    const stale = await h.call("PUT", `/pages/${about._id}`, { headers: owner.headers, body: { page: { ...edit, title: "Old", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    expect(stale.body.current).toMatchObject({ title: "About", version: 2 });
    expect((await h.call("DELETE", `/pages/${about._id}?version=1`, { headers: owner.headers })).status).toBe(409);

    expect((await h.call("DELETE", `/pages/${about._id}?version=2`, { headers: owner.headers })).body).toEqual({ message: "Page deleted" });
    expect((await h.call("GET", `/pages/${about._id}`, { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", "/pages/not-a-uuid", { headers: owner.headers })).status).toBe(404);
  });

  it("bulk deletes this store's pages only", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const [one, two] = [await create(a, { title: "One" }), await create(a, { title: "Two" })];
    const theirs = await create(b, { title: "Theirs" });
    const res = await h.call("DELETE", `/pages?ids=${one._id},${two._id},${theirs._id}`, { headers: a.headers });
    expect(res.body.deleted).toBe(2);
    expect((await h.call("GET", `/pages/${theirs._id}`, { headers: b.headers })).status).toBe(200);
    expect((await h.call("DELETE", "/pages?ids=", { headers: a.headers })).status).toBe(400);
  });
});

describe("handles", () => {
  it("makes a free handle from the title, slugs a typed one, and refuses a taken one on the field", async () => {
    const owner = await h.owner();
    expect((await create(owner, { title: "FAQ" })).handle).toBe("faq");
    expect((await create(owner, { title: "FAQ" })).handle).toBe("faq-2");
    expect((await create(owner, { title: "x", handle: " Shipping / Returns " })).handle).toBe("shipping-returns");
    expect((await create(owner, { title: "!!!" })).handle).toBe("page");
    const taken = await h.call("POST", "/pages", { headers: owner.headers, body: { page: { title: "Other", handle: "faq" } } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.handle).toEqual(["Handle is already used by another page"]);
    const other = await h.owner();
    expect((await create(other, { title: "Any", handle: "faq" })).handle).toBe("faq");
    const mine = await create(owner, { title: "Mine" });
    const clash = await h.call("PUT", `/pages/${mine._id}`, { headers: owner.headers, body: { page: { title: "Mine", handle: "faq", version: 1 } } });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.handle).toEqual(["Handle is already used by another page"]);
  });
});

describe("bad input", () => {
  it("answers 400 with a message per field and writes nothing", async () => {
    const owner = await h.owner();
    const post = (page: Record<string, unknown>) => h.call("POST", "/pages", { headers: owner.headers, body: { page } });
    expect((await post({ title: "  " })).body.errors.title).toEqual(["Title required"]);
    expect((await post({})).body.errors.title).toEqual(["Title required"]);
    expect((await post({ title: "x".repeat(256) })).body.errors.title).toEqual(["Max length is 255"]);
    expect((await post({ title: "T", handle: "x".repeat(256) })).body.errors.handle).toEqual(["Max length is 255"]);
    expect((await post({ title: "T", handle: "***" })).body.errors.handle).toEqual(["Handle may use only a-z, 0-9 and single hyphens"]);
    expect((await post({ title: "T", seoTitle: "s".repeat(71) })).body.errors.seoTitle).toEqual(["Max length is 70"]);
    expect((await post({ title: "T", seoDescription: "s".repeat(321) })).body.errors.seoDescription).toEqual(["Max length is 320"]);
    expect((await post({ title: "T", publishedAt: "someday" })).body.errors.publishedAt).toEqual(["Publish date is not a date"]);
    expect((await post({ title: "T", body: 42 })).body.errors.body).toEqual(["Body must be text"]);
    expect((await post({ title: "T", body: "b".repeat(200_001) })).body.errors.body).toEqual(["Max length is 200000"]);
    expect((await post({ title: "T\u0000" })).status).toBe(400);
    const created = await create(owner, { title: "Kept" });
    const noVersion = await h.call("PUT", `/pages/${created._id}`, { headers: owner.headers, body: { page: { title: "Changed" } } });
    expect(noVersion.status).toBe(400);
    expect((await h.call("GET", "/pages/count", { headers: owner.headers })).body.count).toBe(1);
    expect((await h.call("GET", `/pages/${created._id}`, { headers: owner.headers })).body.page.title).toBe("Kept");
    expect((await h.call("GET", "/pages?tab=drafts", { headers: owner.headers })).status).toBe(400);
  });
});

describe("permissions and stores", () => {
  it("needs the pages scope and answers 404 for another store's pages", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const theirs = await create(b);
    expect((await h.call("GET", `/pages/${theirs._id}`, { headers: a.headers })).status).toBe(404);
    expect((await h.call("PUT", `/pages/${theirs._id}`, { headers: a.headers, body: { page: { title: "Mine", version: 1 } } })).status).toBe(404);
    expect((await h.call("DELETE", `/pages/${theirs._id}`, { headers: a.headers })).status).toBe(404);
    expect((await h.call("GET", "/pages", { headers: a.headers })).body.total).toBe(0);

    const orders = await h.staff(b.storeId, ["orders", "navigations"]);
    expect((await h.call("GET", "/pages", { headers: orders.headers })).status).toBe(403);
    expect((await h.call("POST", "/pages", { headers: orders.headers, body: { page: { title: "x" } } })).status).toBe(403);
    expect((await h.call("GET", `/pages/${theirs._id}`, { headers: orders.headers })).status).toBe(403);
    expect((await h.call("DELETE", `/pages/${theirs._id}`, { headers: orders.headers })).status).toBe(403);
    const writer = await h.staff(b.storeId, ["pages"]);
    expect((await h.call("GET", `/pages/${theirs._id}`, { headers: writer.headers })).status).toBe(200);
    expect((await h.call("GET", "/pages")).status).toBe(401);
  });
});

describe("findPublishedPage (storefront)", () => {
  it("finds a visible page whose date has come; not a scheduled, hidden or other store's one", async () => {
    const owner = await h.owner();
    const future = new Date(h.clock.now().getTime() + 86_400_000).toISOString();
    await create(owner, { title: "Live", body: "<p>On<script>alert(1)</script></p>", seoDescription: "Desc" });
    await create(owner, { title: "Soon", publishedAt: future });
    await create(owner, { title: "Off", visible: false });
    const now = new Date(h.clock.now().getTime() + 1000);
    const db = h.database.db;
    expect(await findPublishedPage(db, owner.storeId, "live", now)).toEqual({
      title: "Live",
      handle: "live",
      bodyHtml: "<p>On</p>",
      seoTitle: "",
      seoDescription: "Desc",
    });
    expect(await findPublishedPage(db, owner.storeId, "soon", now)).toBeNull();
    expect(await findPublishedPage(db, owner.storeId, "soon", new Date(now.getTime() + 2 * 86_400_000))).toMatchObject({ handle: "soon" });
    expect(await findPublishedPage(db, owner.storeId, "off", now)).toBeNull();
    expect(await findPublishedPage(db, (await h.owner()).storeId, "live", now)).toBeNull();
  });
});
