// The general settings page (ADR 054) as Remix runs its loader and action, against the real API on PGlite: the guard
// (settings scope), bad input 400 with the input kept, a save redirects with a toast in the next page's language, a
// stale version 409 with the colleague's other changes merged in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeSettingsEndpoints as se } from "../../domain/contracts/store-settings";
import type { AppConfig } from "../../app/lib/context";
import { readToast } from "../../app/lib/toast.server";
import { action, loader } from "../../app/routes/admin.settings.general/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "settings-general-secret");
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
type Reply = {
  intent: string;
  result?: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  conflict?: { version: number; taken: string[]; clashes: { label: string }[] };
};

const PATH = "/admin/settings/general";
type SignedIn = { token: string; refreshToken: string; storeId: string };
const post = (user: SignedIn, fields: Record<string, string>) => postForm<Reply>(config, user, action, PATH, fields);
const settingsOf = async (owner: Owner) => (await h.request(se.getGeneral, { headers: owner.headers })).body.settings;
const form = (overrides: Record<string, string> = {}) => ({
  name: "Tiệm Hoa Lan",
  contactEmail: "hello@hoalan.vn",
  contactPhone: "",
  language: "vi",
  standardTimezone: "Asia/Ho_Chi_Minh",
  version: "1",
  ...overrides,
});
const toastOf = async (setCookie: string) =>
  (await readToast(new Request("http://127.0.0.1/", { headers: { cookie: setCookie.split(";")[0]! } }), loadContextOf(config))).toast;

describe("the general settings page", () => {
  it("loads the store's settings for a member with the settings scope, and shows the no-access page to one without", async () => {
    const owner = await h.owner();
    const request = async (user: SignedIn) => new Request(`http://127.0.0.1${PATH}`, { headers: { cookie: await sessionCookieOf(config, user) } });
    const page = await loader({ request: await request(owner), context: loadContextOf(config), params: {} });
    expect(page.settings).toMatchObject({ storeId: owner.storeId, language: "vi", version: 1 });

    // The harness's staff have no refresh token: the session does not need one within the hour.
    const staff = { ...(await h.staff(owner.storeId, ["orders"])), storeId: owner.storeId, refreshToken: "" };
    const refused = await loader({ request: await request(staff), context: loadContextOf(config), params: {} }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
    const post403 = await post(staff, form({ name: "Staff was here" }));
    expect(post403.status).toBe(403);
    expect((await settingsOf(owner)).version).toBe(1);
  });

  it("refuses a bad e-mail with 400 next to the field, keeps every field as typed, and saves nothing", async () => {
    const owner = await h.owner();
    const answer = await post(owner, form({ name: "Lan's new name", contactEmail: "not-an-address", standardTimezone: "Europe/Paris" }));
    expect(answer.status).toBe(400);
    expect(answer.data?.result?.error).toEqual({ contactEmail: ["This is required email"] });
    expect(answer.data?.result?.initialValue).toMatchObject({ name: "Lan's new name", contactEmail: "not-an-address", standardTimezone: "Europe/Paris" });
    expect(await settingsOf(owner)).toMatchObject({ version: 1, standardTimezone: "Asia/Ho_Chi_Minh" });
  });

  it("saves and comes back to the page with a toast in the language the next page speaks", async () => {
    const owner = await h.owner();
    const answer = await post(owner, form({ name: "Lan's Flowers", language: "en", standardTimezone: "America/New_York" }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(PATH);
    expect(await toastOf(answer.setCookie)).toMatchObject({ kind: "success", message: "General settings saved" });
    expect(await settingsOf(owner)).toMatchObject({ name: "Lan's Flowers", language: "en", currency: "USD", standardTimezone: "America/New_York", version: 2 });

    const back = await post(owner, form({ language: "vi", version: "2" }));
    expect(await toastOf(back.setCookie)).toMatchObject({ message: "Đã lưu cài đặt chung" });
  });

  it("answers a stale version with 409: the user's input kept, a colleague's change to another field taken in", async () => {
    const owner = await h.owner();
    const opened = await settingsOf(owner);
    const page = { name: opened.name, contactEmail: opened.contactEmail, contactPhone: "", language: "vi", standardTimezone: opened.standardTimezone };
    // The fingerprints the page held when it opened (the form's hidden `base`).
    const { generalSettingsValues } = await import("../../app/features/settings/general-form");
    const base = generalSettingsValues(opened).base!;
    // A colleague changes the time zone meanwhile.
    expect((await post(owner, { ...page, standardTimezone: "Asia/Tokyo", version: "1", base })).status).toBe(302);

    const stale = await post(owner, { ...page, name: "Mine", version: "1", base });
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict).toMatchObject({ version: 2, taken: ["Múi giờ"], clashes: [] });
    expect(stale.data?.result?.initialValue).toMatchObject({ name: "Mine", standardTimezone: "Asia/Tokyo" });
    expect(await settingsOf(owner)).toMatchObject({ name: opened.name, standardTimezone: "Asia/Tokyo", version: 2 });

    // "Keep my changes" saves against the version saved now.
    const kept = await post(owner, { ...page, name: "Mine", standardTimezone: "Asia/Tokyo", version: "1", latestVersion: "2", intent: "overwrite" });
    expect(kept.status).toBe(302);
    expect(await settingsOf(owner)).toMatchObject({ name: "Mine", standardTimezone: "Asia/Tokyo", version: 3 });
  });

  it("refuses intents it does not have (there is nothing to delete)", async () => {
    const owner = await h.owner();
    expect((await post(owner, form({ intent: "delete" }))).status).toBe(400);
  });
});
