// A sale channel's page (ADR 057) as Remix runs its loader and action, against the real API on PGlite: the guard
// (settings scope; an unknown channel 404 in loader and action), bad input 400 with the input kept but never the typed
// secret, connect and update with their toasts, a stale version 409, disconnect (and a stale one), and the index.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleChannelEndpoints as sc } from "../../domain/contracts/sale-channels";
import type { AppConfig } from "../../app/lib/context";
import { readToast } from "../../app/lib/toast.server";
import { action, loader } from "../../app/routes/admin.settings.sale-channels.$channel/route";
import { loader as indexLoader } from "../../app/routes/admin.settings.sale-channels._index/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "sale-channels-secret");
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
type SignedIn = { token: string; refreshToken: string; storeId: string };
type Reply = {
  intent: string;
  result?: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  conflict?: { version: number };
  pageError?: string;
};

const TOKEN = "EAAGsecretFacebookToken0123456789abcdefXYZ";
const KEY = "pk_0123456789abcdef0123456789abcdef9f3a";
const PATH = (channel: string) => `/admin/settings/sale-channels/${channel}`;
const post = (user: SignedIn, channel: string, fields: Record<string, string>) => postForm<Reply>(config, user, action, PATH(channel), fields, { channel });
const channelOf = async (owner: Owner, channel: string) => (await h.request(sc.get, { headers: owner.headers, params: { channel } })).body.saleChannel;
const toastOf = async (setCookie: string) =>
  (await readToast(new Request("http://127.0.0.1/", { headers: { cookie: setCookie.split(";")[0]! } }), loadContextOf(config))).toast;
async function load(user: SignedIn, channel: string) {
  const request = new Request(`http://127.0.0.1${PATH(channel)}`, { headers: { cookie: await sessionCookieOf(config, user) } });
  return loader({ request, context: loadContextOf(config), params: { channel } }).catch((e: unknown) => e);
}

describe("a sale channel's page", () => {
  it("loads a channel for a member with the settings scope; no-access without it; an unknown channel is 404 in loader and action", async () => {
    const owner = await h.owner();
    const page = (await load(owner, "facebook")) as Awaited<ReturnType<typeof loader>>;
    expect(page.saleChannel).toMatchObject({ channel: "facebook", connected: false, version: 1 });
    expect(page.feeds).toEqual([]);

    const unknown = await load(owner, "myspace");
    expect((unknown as Response).status).toBe(404);
    expect((await post(owner, "myspace", { pixelId: "123456789012345", version: "1" })).status).toBe(404);

    const staff = { ...(await h.staff(owner.storeId, ["orders"])), storeId: owner.storeId, refreshToken: "" };
    expect((await load(staff, "facebook")) as Response).toMatchObject({ status: 403 });
    expect((await post(staff, "facebook", { pixelId: "123456789012345", version: "1" })).status).toBe(403);
    expect((await channelOf(owner, "facebook")).version).toBe(1);
  });

  it("refuses a bad pixel with 400 next to the field, keeps the pixel as typed, never sends the typed token back, saves nothing", async () => {
    const owner = await h.owner();
    const answer = await post(owner, "facebook", { pixelId: "12345", accessToken: TOKEN, feedId: "", version: "1", connected: "false" });
    expect(answer.status).toBe(400);
    expect(answer.data?.result?.error).toEqual({ pixelId: ["Pixel ID must be 15 to 16 digits"] });
    expect(answer.data?.result?.initialValue).toMatchObject({ pixelId: "12345" });
    expect(answer.data?.result?.initialValue?.accessToken).toBeUndefined();
    expect(JSON.stringify(answer.data)).not.toContain(TOKEN);
    expect(await channelOf(owner, "facebook")).toMatchObject({ connected: false, version: 1 });

    // The API's refusal (a required key not stored yet) is on its field too, in the store's language, the other input kept.
    const missing = await post(owner, "klaviyo", { publicApiKey: "AbC123", privateApiKey: "", version: "1" });
    expect(missing.status).toBe(400);
    expect(missing.data?.result?.error).toMatchObject({ privateApiKey: ["Khoá API riêng tư là bắt buộc"] });
    expect(missing.data?.result?.initialValue).toMatchObject({ publicApiKey: "AbC123" });
  });

  it("connects with a toast, then a save with a blank key keeps it and says the settings were saved; the page holds only the last four", async () => {
    const owner = await h.owner();
    const connected = await post(owner, "klaviyo", { publicApiKey: "AbC123", privateApiKey: KEY, version: "1", connected: "false" });
    expect(connected.status).toBe(302);
    expect(connected.location).toBe(PATH("klaviyo"));
    expect(await toastOf(connected.setCookie)).toMatchObject({ kind: "success", message: "Đã kết nối Klaviyo" });

    const saved = await post(owner, "klaviyo", { publicApiKey: "XyZ789", privateApiKey: "", version: "2", connected: "true" });
    expect(saved.status).toBe(302);
    expect(await toastOf(saved.setCookie)).toMatchObject({ message: "Đã lưu cài đặt Klaviyo" });
    const page = (await load(owner, "klaviyo")) as Awaited<ReturnType<typeof loader>>;
    expect(page.saleChannel).toMatchObject({
      connected: true,
      values: { publicApiKey: "XyZ789" },
      secrets: { privateApiKey: { isSet: true, last4: "9f3a" } },
      version: 3,
    });
    expect(JSON.stringify(page)).not.toContain(KEY);
  });

  it("answers a stale version with 409: the user's input kept, the key they typed not sent back", async () => {
    const owner = await h.owner();
    expect((await post(owner, "klaviyo", { publicApiKey: "AbC123", privateApiKey: KEY, version: "1" })).status).toBe(302);
    const stale = await post(owner, "klaviyo", { publicApiKey: "Mine12", privateApiKey: "pk_another0123456789abcdefghij", version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict).toMatchObject({ version: 2 });
    expect(stale.data?.result?.initialValue).toMatchObject({ publicApiKey: "Mine12" });
    expect(JSON.stringify(stale.data)).not.toContain("pk_another");
    // "Keep my changes" saves against the version saved now.
    const kept = await post(owner, "klaviyo", { publicApiKey: "Mine12", privateApiKey: "", version: "1", latestVersion: "2", intent: "overwrite" });
    expect(kept.status).toBe(302);
    expect(await channelOf(owner, "klaviyo")).toMatchObject({ values: { publicApiKey: "Mine12" }, version: 3 });
  });

  it("disconnects against the version shown (a stale one is refused above the form), and the index shows the status", async () => {
    const owner = await h.owner();
    expect((await post(owner, "facebook", { pixelId: "123456789012345", accessToken: TOKEN, version: "1" })).status).toBe(302);
    const stale = await post(owner, "facebook", { intent: "disconnect", version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.data?.pageError).toBe("This sale channel was changed by someone else since you opened it. Review it, then save again.");

    const request = new Request("http://127.0.0.1/admin/settings/sale-channels", { headers: { cookie: await sessionCookieOf(config, owner) } });
    const index = await indexLoader({ request, context: loadContextOf(config), params: {} });
    expect(index.channels.filter((c) => c.connected).map((c) => c.channel)).toEqual(["facebook"]);
    expect(JSON.stringify(index)).not.toContain(TOKEN);

    const off = await post(owner, "facebook", { intent: "disconnect", version: "2" });
    expect(off.status).toBe(302);
    expect(await toastOf(off.setCookie)).toMatchObject({ message: "Đã ngắt kết nối Facebook & Instagram (Meta)" });
    expect(await channelOf(owner, "facebook")).toMatchObject({
      connected: false,
      values: { pixelId: "" },
      secrets: { accessToken: { isSet: false } },
      version: 3,
    });
    expect((await post(owner, "facebook", { intent: "delete", version: "3" })).status).toBe(400);
  });
});
