// Online store menus API (ADR 065) on the real API and a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMenuTree, findMenuTrees } from "../../api/modules/menus/store";
import type { MenuDto } from "../../domain/navigation";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const CONFLICT = "This menu was changed by someone else since you opened it. Review the latest version, then save again.";
const url = (label: string, link: string, children: unknown[] = []) => ({ label, type: "url", url: link, children });
const to = (type: string, label: string, targetId: string, children: unknown[] = []) => ({ label, type, targetId, children });

async function made<T>(owner: Owner, path: string, key: string, body: Record<string, unknown>): Promise<T> {
  const res = await h.call("POST", path, { headers: owner.headers, body: { [key]: body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[key];
}
const menu = (owner: Owner, fields: Record<string, unknown>) => made<MenuDto>(owner, "/menus", "menu", { title: "Shop", ...fields });

describe("starter menus", () => {
  it("every new store has main-menu (Home) and footer (Search) in its language; the list creates them for older stores, once", async () => {
    const owner = await h.owner();
    const list = await h.call("GET", "/menus", { headers: owner.headers });
    expect(list.status).toBe(200);
    expect(list.body.menus.map((m: MenuDto) => [m.handle, m.title, m.itemCount])).toEqual([
      ["main-menu", "Main menu", 1],
      ["footer", "Footer", 1],
    ]);
    const main = await h.call("GET", `/menus/${list.body.menus[0]._id}`, { headers: owner.headers });
    expect(main.body.menu.items).toMatchObject([{ label: "Trang chủ", type: "url", url: "/", children: [] }]);
    // A store from before menus existed: its menus are gone; the first list read makes them again, and only once.
    const { menus } = await import("../../api/db/schema");
    const { eq } = await import("drizzle-orm");
    await h.database.db.delete(menus).where(eq(menus.storeId, owner.storeId));
    expect((await h.call("GET", "/menus/count", { headers: owner.headers })).body.count).toBe(0);
    const { stores } = await import("../../api/db/schema");
    await h.database.db.update(stores).set({ language: "en" }).where(eq(stores.id, owner.storeId));
    await h.call("GET", "/menus", { headers: owner.headers });
    const again = await h.call("GET", "/menus", { headers: owner.headers });
    expect(again.body.total).toBe(2);
    const footer = await h.call("GET", `/menus/${again.body.menus[1]._id}`, { headers: owner.headers });
    expect(footer.body.menu.items).toMatchObject([{ label: "Search", url: "/search" }]);
  });
});

describe("menu lifecycle", () => {
  it("saves the whole tree, reads targets' titles, refuses a stale version and deletes", async () => {
    const owner = await h.owner();
    const tee = await made<{ _id: string }>(owner, "/products", "product", { title: "Tee", published: true });
    const shirts = await made<{ _id: string }>(owner, "/collections", "collection", { title: "Shirts" });
    const about = await made<{ _id: string }>(owner, "/pages", "page", { title: "About", visible: true });
    const created = await menu(owner, {
      title: "Header",
      items: [to("collection", "Shirts", shirts._id, [to("product", "Tee", tee._id, [url("Size guide", "/pages/sizes")])]), to("page", "About", about._id)],
    });
    expect(created).toMatchObject({ title: "Header", handle: "header", itemCount: 4, version: 1 });
    expect(created.items[0]).toMatchObject({ label: "Shirts", type: "collection", targetTitle: "Shirts", missing: false });
    expect(created.items[0].children[0].children[0]).toMatchObject({ label: "Size guide", url: "/pages/sizes", targetId: null });

    const items = [to("page", "About us", about._id), url("Blog", "https://blog.example.com/")];
    const saved = await h.call("PUT", `/menus/${created._id}`, {
      headers: owner.headers,
      body: { menu: { title: "Header", handle: "header", items, version: 1 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.menu.items.map((i: { label: string }) => i.label)).toEqual(["About us", "Blog"]);
    const stale = await h.call("PUT", `/menus/${created._id}`, { headers: owner.headers, body: { menu: { title: "Old", items: [], version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    expect(stale.body.current).toMatchObject({ title: "Header", version: 2 });
    expect((await h.call("GET", `/menus/${created._id}`, { headers: owner.headers })).body.menu.items).toHaveLength(2);
    expect((await h.call("GET", "/menus?search=head", { headers: owner.headers })).body.total).toBe(1);
    expect((await h.call("DELETE", `/menus/${created._id}?version=1`, { headers: owner.headers })).status).toBe(409);
    expect((await h.call("DELETE", `/menus/${created._id}`, { headers: owner.headers })).body).toEqual({ message: "Menu deleted" });
    expect((await h.call("GET", `/menus/${created._id}`, { headers: owner.headers })).status).toBe(404);
  });

  it("keeps handles unique per store", async () => {
    const owner = await h.owner();
    const taken = await h.call("POST", "/menus", { headers: owner.headers, body: { menu: { title: "x", handle: "footer" } } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.handle).toEqual(["Handle is already used by another menu"]);
    expect((await menu(owner, { title: "Footer" })).handle).toBe("footer-2");
    const other = await menu(owner, { title: "Other" });
    const clash = await h.call("PUT", `/menus/${other._id}`, { headers: owner.headers, body: { menu: { title: "Other", handle: "main-menu", version: 1 } } });
    expect(clash.body.errors.handle).toEqual(["Handle is already used by another menu"]);
  });
});

describe("bad input", () => {
  it("answers 400 per field: labels, links, depth and targets; nothing is written", async () => {
    const owner = await h.owner();
    const post = (m: Record<string, unknown>) => h.call("POST", "/menus", { headers: owner.headers, body: { menu: { title: "M", ...m } } });
    expect((await post({ title: "" })).body.errors.title).toEqual(["Title required"]);
    expect((await post({ handle: "%%%" })).body.errors.handle).toEqual(["Handle may use only a-z, 0-9 and single hyphens"]);
    expect((await post({ items: [url("", "/a")] })).body.errors["items.0.label"]).toEqual(["Label required"]);
    expect((await post({ items: [url("x".repeat(256), "/a")] })).body.errors["items.0.label"]).toEqual(["Max length is 255"]);
    expect((await post({ items: [url("<b></b>", "/a")] })).body.errors["items.0.label"]).toEqual(["Label required"]);
    const badUrl = ["javascript:alert(1)", "data:text/html,<script>", "//evil.example", "ftp://x.test", "java\tscript:alert(1)", "relative", "https://", ""];
    for (const link of badUrl) {
      const res = await post({ items: [url("L", link)] });
      expect(res.body.errors?.["items.0.url"], link).toEqual(["Link must be an http:// or https:// address, or a path starting with /"]);
    }
    expect((await post({ items: [{ label: "P", type: "product", children: [] }] })).body.errors["items.0.targetId"]).toEqual(["Choose what the item links to"]);
    expect((await post({ items: [{ label: "P", type: "blog", children: [] }] })).body.errors["items.0.type"]).toBeDefined();
    const deep = [url("1", "/1", [url("2", "/2", [url("3", "/3", [url("4", "/4")])])])];
    expect((await post({ items: deep })).body.errors.items).toEqual(["Menus are at most 3 levels deep"]);
    const three = [url("1", "/1", [url("2", "/2", [url("3", "/3")])])];
    expect((await post({ items: three })).status).toBe(201);

    const b = await h.owner();
    const theirPage = await made<{ _id: string }>(b, "/pages", "page", { title: "Theirs" });
    const foreign = await post({ items: [url("ok", "/"), to("page", "Theirs", theirPage._id)] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors["items.1.targetId"]).toEqual(["This item links to something that is not in this store"]);
    expect((await h.call("GET", "/menus/count", { headers: owner.headers })).body.count).toBe(3);
  });
});

describe("permissions and stores", () => {
  it("needs the navigations scope and answers 404 for another store's menus", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const theirs = await menu(b, { title: "Theirs" });
    expect((await h.call("GET", `/menus/${theirs._id}`, { headers: a.headers })).status).toBe(404);
    expect((await h.call("PUT", `/menus/${theirs._id}`, { headers: a.headers, body: { menu: { title: "x", version: 1 } } })).status).toBe(404);
    expect((await h.call("DELETE", `/menus/${theirs._id}`, { headers: a.headers })).status).toBe(404);
    const pagesOnly = await h.staff(b.storeId, ["pages", "products"]);
    expect((await h.call("GET", "/menus", { headers: pagesOnly.headers })).status).toBe(403);
    expect((await h.call("POST", "/menus", { headers: pagesOnly.headers, body: { menu: { title: "x" } } })).status).toBe(403);
    expect((await h.call("PUT", `/menus/${theirs._id}`, { headers: pagesOnly.headers, body: { menu: { title: "x", version: 1 } } })).status).toBe(403);
    const nav = await h.staff(b.storeId, ["navigations"]);
    expect((await h.call("GET", `/menus/${theirs._id}`, { headers: nav.headers })).status).toBe(200);
  });
});

describe("findMenuTree (storefront)", () => {
  it("resolves urls by handle, follows renames and leaves out items whose target was deleted", async () => {
    const owner = await h.owner();
    const tee = await made<{ _id: string; version: number }>(owner, "/products", "product", { title: "Tee", published: true });
    const gone = await made<{ _id: string }>(owner, "/products", "product", { title: "Gone", published: true });
    const shirts = await made<{ _id: string }>(owner, "/collections", "collection", { title: "Shirts" });
    const about = await made<{ _id: string }>(owner, "/pages", "page", { title: "About", visible: true });
    await menu(owner, {
      title: "Top",
      handle: "top",
      items: [
        to("collection", "Shirts", shirts._id, [to("product", "Tee", tee._id), to("product", "Gone", gone._id, [url("Under gone", "/x")])]),
        to("page", "About", about._id),
        url("Blog", "https://blog.example.com/"),
      ],
    });
    expect((await h.call("DELETE", `/products/${gone._id}`, { headers: owner.headers })).status).toBe(200);
    const renamed = await h.call("PUT", `/pages/${about._id}`, {
      headers: owner.headers,
      body: { page: { title: "About", handle: "our-story", visible: true, version: 1 } },
    });
    expect(renamed.status).toBe(200);
    expect(await findMenuTree(h.database.db, owner.storeId, "top")).toEqual({
      title: "Top",
      handle: "top",
      items: [
        { label: "Shirts", url: "/collections/shirts", children: [{ label: "Tee", url: "/products/tee", children: [] }] },
        { label: "About", url: "/pages/our-story", children: [] },
        { label: "Blog", url: "https://blog.example.com/", children: [] },
      ],
    });
    expect(await findMenuTree(h.database.db, owner.storeId, "nope")).toBeNull();
    const both = await findMenuTrees(h.database.db, owner.storeId, ["top", "footer", "nope"]);
    expect(both.top?.items.map((i) => i.url)).toEqual(["/collections/shirts", "/pages/our-story", "https://blog.example.com/"]);
    expect(both.footer?.handle).toBe("footer");
    expect(both.nope).toBeNull();
    expect(await findMenuTree(h.database.db, (await h.owner()).storeId, "top")).toBeNull();
    const admin = (await h.call("GET", "/menus?search=top", { headers: owner.headers })).body.menus[0];
    const read = (await h.call("GET", `/menus/${admin._id}`, { headers: owner.headers })).body.menu;
    expect(read.items[0].children[1]).toMatchObject({ label: "Gone", missing: true, targetTitle: "" });
  });
});
