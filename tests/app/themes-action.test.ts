// The themes library (ADR 070) as Remix runs its loader and action, against the real API on PGlite: the scope guard in
// loader and action, rename with a 409 that keeps the typed name, duplicate/publish/delete, preview's 303 to the
// storefront, the zip download, and uploads: a round trip, a wrong type, an oversized file and a theme with bad files.
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_LIMITS, THEME_MESSAGES } from "../../domain/themes";
import type { AppConfig } from "../../app/lib/context";
import type { ThemesActionData } from "../../app/features/themes/actions.server";
import { checkThemeZip, nameFromFile } from "../../app/features/themes/forms";
import { storefrontUrl } from "../../app/features/themes/storefront-url";
import { action, loader } from "../../app/routes/admin.themes._index/route";
import { loader as downloadLoader } from "../../app/routes/admin.themes.download.$themeId/route";
import { loader as previewLoader } from "../../app/routes/admin.themes.preview.$themeId/route";
import { actionAnswerOf, adminConfigFor, loadContextOf, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "themes-action-secret");
});
afterAll(async () => {
  await h?.close();
});

type SignedIn = { token: string; refreshToken: string; storeId: string };
const PAGE = "/admin/themes?index";
const context = () => loadContextOf(config);
// English chosen (the API then answers in SPEC's words); the API's Vietnamese answers are the catalogue's (ADR 034).
const cookie = async (user: SignedIn) => `${await sessionCookieOf(config, user)}; br_lang=en`;
const get = async (user: SignedIn, path = "/admin/themes") => new Request(`http://127.0.0.1${path}`, { headers: { cookie: await cookie(user) } });
const page = async (user: SignedIn) => loader({ request: await get(user), context: context(), params: {} });
async function post(user: SignedIn, fields: Record<string, string>) {
  const request = new Request(`http://127.0.0.1${PAGE}`, { method: "POST", headers: { cookie: await cookie(user) }, body: new URLSearchParams(fields) });
  return actionAnswerOf<ThemesActionData>(await action({ request, context: context(), params: {} }).catch((e: unknown) => e));
}
const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => (e instanceof Response ? e.status : e));

async function upload(user: SignedIn, file: { name: string; type: string; bytes: Uint8Array }, name = "") {
  const form = new FormData();
  form.set("name", name);
  form.set("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  const request = new Request(`http://127.0.0.1${PAGE}`, { method: "POST", headers: { cookie: await cookie(user) }, body: form });
  return actionAnswerOf<ThemesActionData>(await action({ request, context: context(), params: {} }));
}

async function download(user: SignedIn, themeId: string) {
  const res = await downloadLoader({ request: await get(user, `/admin/themes/download/${themeId}`), context: context(), params: { themeId } });
  return res;
}

describe("the themes library", () => {
  it("needs the themes scope in the loader and the action", async () => {
    const owner = await h.owner();
    const staff = { ...(await h.staff(owner.storeId, ["orders"])), storeId: owner.storeId, refreshToken: "" };
    expect(await refusal(page(staff))).toBe(403);
    expect((await post(staff, { intent: "duplicate", themeId: "x" })).status).toBe(403);
    expect(await refusal(download(staff, "x"))).toBe(403);
    expect(await refusal(previewLoader({ request: await get(staff, "/admin/themes/preview/x"), context: context(), params: { themeId: "x" } }))).toBe(403);
    const themed = { ...(await h.staff(owner.storeId, ["themes"])), storeId: owner.storeId, refreshToken: "" };
    expect((await page(themed)).themes.map((t) => t.role)).toEqual(["published"]);
  });

  it("duplicates, renames (a stale name keeps the input and offers the latest version), publishes and deletes", async () => {
    const owner = await h.owner();
    const [aurora] = (await page(owner)).themes;
    expect(aurora).toMatchObject({ name: "Aurora", role: "published" });

    const dup = await post(owner, { intent: "duplicate", themeId: aurora!._id });
    expect(dup.status).toBe(302);
    expect(dup.location).toBe("/admin/themes");
    const copy = (await page(owner)).themes.find((t) => t.role === "draft")!;
    expect(copy.name).toBe("Aurora (copy)");

    expect((await post(owner, { intent: "rename", themeId: copy._id, name: " ", version: String(copy.version) })).data?.errors.name).toEqual(["Name required"]);
    const renamed = await post(owner, { intent: "rename", themeId: copy._id, name: "Summer", version: String(copy.version) });
    expect(renamed.status).toBe(302);
    const stale = await post(owner, { intent: "rename", themeId: copy._id, name: "Winter", version: String(copy.version) });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ intent: "rename", themeId: copy._id, values: { name: "Winter" }, pageError: THEME_MESSAGES.conflict });
    expect(stale.data?.current).toEqual({ name: "Summer", version: copy.version + 1 });

    expect((await post(owner, { intent: "publish", themeId: copy._id, version: String(copy.version) })).status).toBe(409);
    const published = await post(owner, { intent: "publish", themeId: copy._id, version: String(copy.version + 1) });
    expect(published.status).toBe(302);
    const after = await page(owner);
    expect(after.themes.map((t) => [t.name, t.role])).toEqual([
      ["Summer", "published"],
      ["Aurora", "draft"],
    ]);
    expect(after.publications.map((p) => p.themeName)).toEqual(["Summer", "Aurora"]);

    const refused = await post(owner, { intent: "delete", themeId: copy._id, version: String(copy.version + 2) });
    expect(refused.status).toBe(400);
    expect(refused.data?.pageError).toBe(THEME_MESSAGES.deletePublished);
    const old = after.themes[1]!;
    expect((await post(owner, { intent: "delete", themeId: old._id, version: String(old.version) })).status).toBe(302);
    expect((await page(owner)).themes.map((t) => t.name)).toEqual(["Summer"]);
  });

  it("preview answers 303 to the storefront with the signed link; another store's theme is the 404 page", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const [theme] = (await page(owner)).themes;
    const [theirs] = (await page(other)).themes;
    const open = async (themeId: string) =>
      previewLoader({ request: await get(owner, `/admin/themes/preview/${themeId}`), context: context(), params: { themeId } }).catch(
        (e: unknown) => e as Response,
      );
    const preview = await open(theme!._id);
    expect(preview.status).toBe(303);
    expect(preview.headers.get("location")).toMatch(/^https:\/\/[a-z0-9.-]+\/\?preview_theme=.+/);
    expect((await open(theirs!._id)).status).toBe(404);
  });

  it("a downloaded zip uploads back as a draft named after the file; bad files are refused by path, the name kept", async () => {
    const owner = await h.owner();
    const [theme] = (await page(owner)).themes;
    const res = await download(owner, theme!._id);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Aurora.zip"');
    const bytes = new Uint8Array(await res.arrayBuffer());

    const back = await upload(owner, { name: "Aurora.zip", type: "application/zip", bytes });
    expect(back.status).toBe(302);
    expect((await page(owner)).themes.map((t) => [t.name, t.role, t.starter])).toEqual([
      ["Aurora", "published", "aurora"],
      ["Aurora", "draft", null],
    ]);

    const notZip = await upload(owner, { name: "theme.txt", type: "text/plain", bytes: strToU8("hello") }, "Kept name");
    expect(notZip.status).toBe(400);
    expect(notZip.data).toMatchObject({ errors: { file: [THEME_MESSAGES.notZip] }, values: { name: "Kept name" }, fileName: "theme.txt" });

    const big = await upload(owner, { name: "big.zip", type: "application/zip", bytes: new Uint8Array(THEME_LIMITS.zipBytes + 1) });
    expect(big.data?.errors.file).toEqual([THEME_MESSAGES.zipTooLarge]);

    const files = unzipSync(bytes);
    const broken = zipSync({ ...files, "sections/hero.liquid": strToU8("{% if %}broken"), "assets/run.exe": strToU8("MZ") });
    const bad = await upload(owner, { name: "broken.zip", type: "application/zip", bytes: broken }, "Broken");
    expect(bad.status).toBe(400);
    expect(bad.data?.files.map((f) => f.path)).toEqual(["assets/run.exe"]);
    expect(bad.data?.files[0]?.messages).toEqual(["This path is not part of a theme."]);
    expect(bad.data?.values.name).toBe("Broken");
    expect((await page(owner)).themes).toHaveLength(2);
  });
});

describe("the library's helpers", () => {
  it("links a preview to the store's local alias when the admin is opened on a loopback address", () => {
    const path = "/?preview_theme=abc";
    expect(storefrontUrl(new URL("http://127.0.0.1:3710/admin/themes"), "saigon-threads.backroom.shop", path)).toBe(
      "http://saigon-threads.localhost:3710/?preview_theme=abc",
    );
    expect(storefrontUrl(new URL("http://localhost/admin"), "a-b.backroom.shop", path)).toBe("http://a-b.localhost/?preview_theme=abc");
    expect(storefrontUrl(new URL("https://admin.example.com/admin"), "saigon-threads.backroom.shop", path)).toBe(
      "https://saigon-threads.backroom.shop/?preview_theme=abc",
    );
    expect(storefrontUrl(new URL("http://127.0.0.1:3710/admin"), "shop.example.com", path)).toBe("https://shop.example.com/?preview_theme=abc");
  });

  it("checks a file's type and size before the API reads it, and names a theme after its file", () => {
    const zip = { name: "x.zip", type: "", size: 10, tooLarge: false };
    expect(checkThemeZip(zip)).toBeNull();
    expect(checkThemeZip({ ...zip, name: "x", type: "application/x-zip-compressed" })).toBeNull();
    expect(checkThemeZip({ ...zip, name: "x.rar", type: "application/vnd.rar" })).toBe(THEME_MESSAGES.notZip);
    expect(checkThemeZip({ ...zip, tooLarge: true })).toBe(THEME_MESSAGES.zipTooLarge);
    expect(checkThemeZip({ ...zip, size: 0 })).toBe(THEME_MESSAGES.badZip);
    expect(nameFromFile("C:\\fakepath\\My Theme.ZIP")).toBe("My Theme");
  });
});
