// Themes API (ADR 068) on the real API and a real PGlite: starter install, duplicate, rename, publish with history,
// delete, zip round trip, refused uploads, scope, another store's ids and stale versions.
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_MESSAGES } from "../../domain/themes";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
interface Theme {
  _id: string;
  name: string;
  role: string;
  version: number;
}

const list = async (owner: Owner): Promise<Theme[]> => {
  const res = await h.call("GET", "/themes", { headers: owner.headers });
  expect(res.status).toBe(200);
  return res.body.themes;
};
const duplicate = async (owner: Owner, id: string, name?: string): Promise<Theme> => {
  const res = await h.call("POST", `/themes/${id}/duplicate`, { headers: owner.headers, body: name ? { name } : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.theme;
};
async function upload(owner: Owner, bytes: Uint8Array, type = "application/zip", name = "Mine") {
  const res = await fetch(`${h.url}/themes/upload?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { ...owner.headers, "Content-Type": type },
    body: Buffer.from(bytes),
  });
  return { status: res.status, body: (await res.json()) as any };
}
async function download(owner: Owner, id: string) {
  const res = await fetch(`${h.url}/themes/${id}/download`, { headers: owner.headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  return new Uint8Array(await res.arrayBuffer());
}

describe("themes", () => {
  it("installs the first starter once, published, even when asked twice at the same time", async () => {
    const owner = await h.owner();
    const [a, b] = await Promise.all([list(owner), list(owner)]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ name: "Aurora", role: "published", starter: "aurora" });
    const history = await h.call("GET", "/themes/publications", { headers: owner.headers });
    expect(history.body.publications).toHaveLength(1);
  });

  it("duplicates, renames, publishes (history), refuses stale versions and deleting the published theme", async () => {
    const owner = await h.owner();
    const [aurora] = await list(owner);
    const copy = await duplicate(owner, aurora!._id);
    expect(copy).toMatchObject({ name: "Aurora (copy)", role: "draft", version: 1 });

    const renamed = await h.call("PUT", `/themes/${copy._id}`, { headers: owner.headers, body: { theme: { name: "  Summer  ", version: 1 } } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.theme).toMatchObject({ name: "Summer", version: 2 });
    const stale = await h.call("PUT", `/themes/${copy._id}`, { headers: owner.headers, body: { name: "Winter", version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(THEME_MESSAGES.conflict);
    expect(stale.body.current).toMatchObject({ name: "Summer", version: 2 });

    expect((await h.call("POST", `/themes/${copy._id}/publish`, { headers: owner.headers, body: { version: 1 } })).status).toBe(409);
    const published = await h.call("POST", `/themes/${copy._id}/publish`, { headers: owner.headers, body: { version: 2 } });
    expect(published.status).toBe(200);
    expect(published.body.theme).toMatchObject({ role: "published", version: 3 });
    const themes = await list(owner);
    expect(themes.map((t) => [t.name, t.role])).toEqual([
      ["Summer", "published"],
      ["Aurora", "draft"],
    ]);
    const history = (await h.call("GET", "/themes/publications", { headers: owner.headers })).body.publications;
    expect(history.map((p: { themeName: string; themeVersion: number }) => [p.themeName, p.themeVersion])).toEqual([
      ["Summer", 3],
      ["Aurora", 1],
    ]);
    expect(history[0].publishedBy).toBe(owner.userId);
    // The admin's history table names the publisher (a name, else the e-mail); the starter was installed by no one.
    expect(history[0].publishedByName).toMatch(/^owner\d+-.*@shop\.test$/);
    expect(history[1].publishedByName).toBeNull();

    const refused = await h.call("DELETE", `/themes/${copy._id}`, { headers: owner.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(THEME_MESSAGES.deletePublished);
    const oldAurora = themes[1]!;
    expect((await h.call("DELETE", `/themes/${oldAurora._id}?version=1`, { headers: owner.headers })).status).toBe(409);
    expect((await h.call("DELETE", `/themes/${oldAurora._id}?version=${oldAurora.version}`, { headers: owner.headers })).status).toBe(200);
    expect(await list(owner)).toHaveLength(1);
  });

  it("refuses bad input on every form, naming the field", async () => {
    const owner = await h.owner();
    const [theme] = await list(owner);
    const id = theme!._id;
    const empty = await h.call("PUT", `/themes/${id}`, { headers: owner.headers, body: { name: "   ", version: 1 } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toEqual(["Name required"]);
    const long = await h.call("PUT", `/themes/${id}`, { headers: owner.headers, body: { name: "x".repeat(101), version: 1 } });
    expect(long.body.errors.name).toEqual(["Max length is 100"]);
    const noVersion = await h.call("PUT", `/themes/${id}`, { headers: owner.headers, body: { name: "Ok" } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.version).toBeDefined();
    expect((await h.call("POST", `/themes/${id}/publish`, { headers: owner.headers, body: { version: "x" } })).status).toBe(400);
    expect((await h.call("POST", `/themes/${id}/duplicate`, { headers: owner.headers, body: { name: "" } })).body.errors.name).toEqual(["Name required"]);
    expect((await h.call("GET", "/themes/not-a-uuid", { headers: owner.headers })).status).toBe(404);
  });

  it("answers 403 to staff without the themes scope, 401 without a token, 404 for another store's theme", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const [own] = await list(owner);
    const [theirs] = await list(other);
    const staff = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", "/themes", { headers: staff.headers })).status).toBe(403);
    expect((await h.call("POST", `/themes/${own!._id}/duplicate`, { headers: staff.headers, body: {} })).status).toBe(403);
    const designer = await h.staff(owner.storeId, ["themes"]);
    expect((await h.call("GET", `/themes/${own!._id}`, { headers: designer.headers })).status).toBe(200);
    expect((await h.call("GET", "/themes")).status).toBe(401);
    for (const [method, path, body] of [
      ["GET", `/themes/${theirs!._id}`, undefined],
      ["PUT", `/themes/${theirs!._id}`, { name: "Mine", version: 1 }],
      ["POST", `/themes/${theirs!._id}/duplicate`, {}],
      ["POST", `/themes/${theirs!._id}/publish`, { version: 1 }],
      ["POST", `/themes/${theirs!._id}/preview`, undefined],
      ["GET", `/themes/${theirs!._id}/download`, undefined],
      ["DELETE", `/themes/${theirs!._id}`, undefined],
    ] as const) {
      expect((await h.call(method, path, { headers: owner.headers, body })).status, `${method} ${path}`).toBe(404);
    }
  });

  it("round-trips a theme through a zip, and accepts a zip with one folder around it", async () => {
    const owner = await h.owner();
    const [theme] = await list(owner);
    const bytes = await download(owner, theme!._id);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toContain("layout/theme.liquid");
    const back = await upload(owner, bytes);
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.theme).toMatchObject({ name: "Mine", role: "draft", fileCount: Object.keys(files).length });
    const again = unzipSync(await download(owner, back.body.theme._id));
    expect(Object.fromEntries(Object.entries(again).map(([k, v]) => [k, new TextDecoder().decode(v)]))).toEqual(
      Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new TextDecoder().decode(v)])),
    );
    const wrapped = zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [`my-theme/${k}`, v])));
    expect((await upload(owner, wrapped)).status).toBe(201);
  });

  it("refuses malicious and broken zips: path traversal, a huge file, bad Liquid, bad settings, not a zip", async () => {
    const owner = await h.owner();
    const [theme] = await list(owner);
    const files = unzipSync(await download(owner, theme!._id));
    const withFile = (path: string, content: Uint8Array) => zipSync({ ...files, [path]: content });

    const traversal = await upload(owner, withFile("../../etc/passwd.liquid", strToU8("x")));
    expect(traversal.status).toBe(400);
    expect(traversal.body.errors["../../etc/passwd.liquid"]).toEqual(["This path is not part of a theme."]);
    const absolute = await upload(owner, withFile("/layout/theme.liquid", strToU8("x")));
    expect(absolute.status).toBe(400);
    const exe = await upload(owner, withFile("assets/run.exe", strToU8("MZ")));
    expect(exe.body.errors["assets/run.exe"]).toEqual(["This path is not part of a theme."]);

    // A zip bomb: 50 MB of zeros compress to a few KB; refused by its declared size, never inflated.
    const bomb = await upload(owner, zipSync({ ...files, "assets/big.css": new Uint8Array(50 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors["assets/big.css"]?.[0]).toMatch(/larger than/);

    const badLiquid = await upload(owner, withFile("sections/hero.liquid", strToU8("{% if %}broken")));
    expect(badLiquid.status).toBe(400);
    expect(badLiquid.body.errors["sections/hero.liquid"]?.[0]).toBeTruthy();
    const unknownFilter = await upload(owner, withFile("templates/index.liquid", strToU8("{{ x | exec }}")));
    expect(unknownFilter.body.errors["templates/index.liquid"]?.[0]).toMatch(/exec/);
    const badSettings = await upload(
      owner,
      withFile("config/settings_data.json", strToU8('{"settings":{},"templates":{"index":{"sections":{},"order":["ghost"]}}}')),
    );
    expect(badSettings.body.errors["config/settings_data.json"]?.[0]).toMatch(/ghost/);
    const missing = await upload(owner, zipSync({ "templates/index.liquid": strToU8("hi") }));
    expect(missing.body.errors["layout/theme.liquid"]).toEqual(["This file is required."]);

    const notZip = await upload(owner, strToU8("<html>not a zip</html>"));
    expect(notZip.status).toBe(400);
    expect(notZip.body.errors.file).toEqual([THEME_MESSAGES.notZip]);
    const wrongType = await upload(owner, strToU8("PK"), "text/html");
    expect(wrongType.status).toBe(415);
    const tooBig = await upload(owner, new Uint8Array(2 * 1024 * 1024));
    expect(tooBig.status).toBe(413);
    expect(await list(owner)).toHaveLength(1);
  });

  it("signs an expiring preview path for a draft", async () => {
    const owner = await h.owner();
    const [theme] = await list(owner);
    const res = await h.call("POST", `/themes/${theme!._id}/preview`, { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/^\/\?preview_theme=/);
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});
