// The editor kit's actions (ADR 031) as Remix runs them, against the real API on PGlite: the feed editor's create and
// update routes. Faster than the e2e flows, and they pin what every kit editor promises (ARCHITECTURE rules 3, 4, 9):
// bad input is 400 with the input kept and nothing written; a save redirects with a toast; a stale version is 409 with
// the record saved now and the user's input kept; a store never reaches another store's record.
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedEndpoints } from "../../domain/contracts/feeds";
import type { AppConfig } from "../../app/lib/context";
import { action as createFeedAction } from "../../app/routes/admin.product-feeds.create/route";
import { action as updateFeedAction } from "../../app/routes/admin.product-feeds.update.$id/route";
import { adminConfigFor, postForm } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;

beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "editor-actions-secret");
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

type EditorReply = { result?: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[]> }; conflict?: { version: number } };

/** A form post to an editor action; the answer is a Response (redirect) or Remix's data(…) with conform's reply. */
const post = (run: (args: ActionFunctionArgs) => Promise<unknown>, owner: Owner, path: string, fields: Record<string, string>, params = {}) =>
  postForm<EditorReply>(config, owner, run, path, fields, params);

async function feeds(owner: Owner) {
  return (await h.request(feedEndpoints.list, { headers: owner.headers })).body.productFeeds;
}

describe("a kit editor's actions (the feed editor)", () => {
  it("refuses a blank name with 400, keeps what was typed, and writes nothing", async () => {
    const owner = await h.owner();
    const answer = await post(createFeedAction, owner, "/admin/product-feeds/create", { name: "  ", selection: "published", "mapping.brand": "store_name" });
    expect(answer.status).toBe(400);
    expect(answer.data?.result?.status).toBe("error");
    expect(Object.keys(answer.data?.result?.error ?? {})).toEqual(["name"]);
    expect(answer.data?.result?.initialValue).toMatchObject({ selection: "published", mapping: { brand: "store_name" } });
    expect(await feeds(owner)).toEqual([]);
  });

  it("creates, then goes to the new feed's editor with a toast", async () => {
    const owner = await h.owner();
    const answer = await post(createFeedAction, owner, "/admin/product-feeds/create", { name: "Google Shopping", selection: "all" });
    expect(answer.status).toBe(302);
    const [feed] = await feeds(owner);
    expect(feed?.name).toBe("Google Shopping");
    expect(answer.location).toBe(`/admin/product-feeds/update/${feed!._id}`);
    expect(answer.setCookie).toMatch(/toast/i);
  });

  it("answers a stale version with 409: the saved record to compare, the user's input kept, nothing overwritten", async () => {
    const owner = await h.owner();
    await post(createFeedAction, owner, "/admin/product-feeds/create", { name: "First name", selection: "all" });
    const [feed] = await feeds(owner);
    const id = feed!._id;
    const path = `/admin/product-feeds/update/${id}`;
    const saved = await post(updateFeedAction, owner, path, { name: "Saved by a colleague", selection: "all", version: String(feed!.version) }, { id });
    expect(saved.status).toBe(302);

    const stale = await post(updateFeedAction, owner, path, { name: "Mine", selection: "all", version: String(feed!.version) }, { id });
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict?.version).toBe(feed!.version + 1);
    expect(stale.data?.result?.initialValue).toMatchObject({ name: "Mine" });
    expect((await feeds(owner))[0]?.name).toBe("Saved by a colleague");
  });

  it("never reaches another store's feed", async () => {
    const [lan, mai] = [await h.owner(), await h.owner()];
    await post(createFeedAction, lan, "/admin/product-feeds/create", { name: "Lan's feed", selection: "all" });
    const [feed] = await feeds(lan);
    const id = feed!._id;
    const answer = await post(updateFeedAction, mai, `/admin/product-feeds/update/${id}`, { name: "Taken", selection: "all", version: "1" }, { id });
    // SPEC §8's 404 text, on the form, with the input kept (as for a feed a colleague deleted meanwhile).
    expect(answer.status).toBe(400);
    expect(answer.data?.result?.error).toEqual({ "": ["404 not found"] });
    expect(answer.data?.result?.initialValue).toMatchObject({ name: "Taken" });
    expect((await feeds(lan))[0]?.name).toBe("Lan's feed");
  });
});
