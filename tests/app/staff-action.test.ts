// The staff pages (ADR 056) as Remix runs their loaders and actions, against the real API on PGlite: owners and admins
// only, the invitation form's 400 keeping the input, a member's save, 400 and 409 keeping the input, Remove, the
// owner's row refused, another store's member 404, and the invitations' Resend and Cancel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints as auth } from "../../domain/contracts/auth";
import { staffEndpoints as st } from "../../domain/contracts/staff";
import type { AppConfig } from "../../app/lib/context";
import { readToast } from "../../app/lib/toast.server";
import { action as listAction, loader as listLoader } from "../../app/routes/admin.settings.account._index/route";
import { action as addAction, loader as addLoader } from "../../app/routes/admin.settings.account.add-staff/route";
import { action as memberAction, loader as memberLoader } from "../../app/routes/admin.settings.account.$id/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";
import { freshEmail } from "../api/account-helpers";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "staff-action-secret");
});
afterAll(async () => {
  await h?.close();
});

type SignedIn = { token: string; refreshToken: string; storeId: string };
type Reply = {
  intent: string;
  result?: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  conflict?: { version: number };
  pageError?: string;
};
const LIST = "/admin/settings/account";
const ADD = "/admin/settings/account/add-staff";
const memberPath = (id: string) => `/admin/settings/account/${id}`;
const toastOf = async (setCookie: string) =>
  (await readToast(new Request("http://127.0.0.1/", { headers: { cookie: setCookie.split(";")[0]! } }), loadContextOf(config))).toast;
const get = async (user: SignedIn, path: string) => new Request(`http://127.0.0.1${path}`, { headers: { cookie: await sessionCookieOf(config, user) } });
const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => (e instanceof Response ? e.status : e));

async function storeWithStaff(scopes = ["orders"]) {
  const owner = await h.owner();
  const staff = { ...(await h.staff(owner.storeId, scopes)), storeId: owner.storeId, refreshToken: "" };
  const members = (await h.request(st.list, { headers: owner.headers })).body.members;
  return { owner, staff, staffId: members.find((m) => m.userId === staff.userId)!._id, ownerId: members.find((m) => m.role === "owner")!._id };
}

describe("the staff list", () => {
  it("shows the members to owners and admins; staff get the no-access page in loaders and actions, settings scope or not", async () => {
    const { owner, staff } = await storeWithStaff(["settings"]);
    const page = await listLoader({ request: await get(owner, LIST), context: loadContextOf(config), params: {} });
    expect(page.members.map((m) => m.role)).toEqual(["owner", "staff"]);
    expect(await refusal(listLoader({ request: await get(staff, LIST), context: loadContextOf(config), params: {} }))).toBe(403);
    expect(await refusal(addLoader({ request: await get(staff, ADD), context: loadContextOf(config), params: {} }))).toBe(403);
    expect((await postForm<Reply>(config, staff, addAction, ADD, { email: freshEmail("x"), role: "staff" })).status).toBe(403);
    expect((await postForm<Reply>(config, staff, listAction, LIST, { intent: "cancel", invitation: owner.userId })).status).toBe(403);
  });

  it("resends and cancels an invitation with a toast; another store's invitation gets an error toast", async () => {
    const { owner } = await storeWithStaff();
    const email = freshEmail("pending");
    await h.request(auth.invite, { headers: owner.headers, body: { email, role: "staff", scopes: ["orders"] } });
    const [invitation] = (await h.request(st.list, { headers: owner.headers })).body.invitations;
    const sent = h.mails.length;
    const resent = await postForm<Reply>(config, owner, listAction, LIST, { intent: "resend", invitation: invitation._id, email });
    expect(resent).toMatchObject({ status: 302, location: LIST });
    expect(await toastOf(resent.setCookie)).toMatchObject({ kind: "success", message: `Đã gửi lại lời mời tới ${email}` });
    expect(h.mails.length).toBe(sent + 1);
    const [again] = (await h.request(st.list, { headers: owner.headers })).body.invitations;

    const other = await h.owner();
    const foreign = await postForm<Reply>(config, { ...other, refreshToken: "" }, listAction, LIST, { intent: "cancel", invitation: again._id });
    expect(await toastOf(foreign.setCookie)).toMatchObject({ kind: "error" });
    const cancelled = await postForm<Reply>(config, owner, listAction, LIST, { intent: "cancel", invitation: again._id });
    expect(await toastOf(cancelled.setCookie)).toMatchObject({ kind: "success", message: "Invitation cancelled" });
    expect((await h.request(st.list, { headers: owner.headers })).body.invitations).toEqual([]);
  });
});

describe("the invitation form", () => {
  it("refuses a bad address with 400 keeping the role and the ticked scopes; a good one mails and goes to the list", async () => {
    const { owner } = await storeWithStaff();
    const bad = await postForm<Reply>(config, owner, addAction, ADD, [
      ["email", "not-an-address"],
      ["role", "staff"],
      ["scopes", "orders"],
      ["scopes", "customers"],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.data?.result?.error).toEqual({ email: ["This is required email"] });
    expect(bad.data?.result?.initialValue).toEqual({ email: "not-an-address", role: "staff", scopes: ["orders", "customers"] });

    const email = freshEmail("invited");
    const ok = await postForm<Reply>(config, owner, addAction, ADD, [
      ["email", email],
      ["role", "staff"],
      ["scopes", "orders"],
    ]);
    expect(ok).toMatchObject({ status: 302, location: LIST });
    expect(await toastOf(ok.setCookie)).toMatchObject({ message: `Đã gửi lời mời tới ${email}` });
    expect(h.mails.at(-1)?.to).toBe(email);
    expect((await h.request(st.list, { headers: owner.headers })).body.invitations[0]).toMatchObject({ email, scopes: ["orders"] });
  });
});

describe("a member's page", () => {
  it("saves role and scopes; a 400 and a 409 keep the input; Remove goes to the list", async () => {
    const { owner, staffId } = await storeWithStaff();
    const path = memberPath(staffId);
    const page = await memberLoader({ request: await get(owner, path), context: loadContextOf(config), params: { id: staffId } });
    expect(page.member).toMatchObject({ role: "staff", scopes: ["orders"], version: 1 });

    const bad = await postForm<Reply>(
      config,
      owner,
      memberAction,
      path,
      [
        ["role", "owner"],
        ["scopes", "themes"],
        ["version", "1"],
      ],
      { id: staffId },
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.result?.error).toEqual({ role: ["Role required"] });
    expect(bad.data?.result?.initialValue).toMatchObject({ role: "owner", scopes: "themes" });

    const saved = await postForm<Reply>(
      config,
      owner,
      memberAction,
      path,
      [
        ["role", "staff"],
        ["scopes", "products"],
        ["scopes", "themes"],
        ["version", "1"],
      ],
      { id: staffId },
    );
    expect(saved).toMatchObject({ status: 302, location: path });
    expect(await toastOf(saved.setCookie)).toMatchObject({ message: "Đã lưu quyền truy cập" });

    const stale = await postForm<Reply>(
      config,
      owner,
      memberAction,
      path,
      [
        ["role", "admin"],
        ["scopes", "pages"],
        ["version", "1"],
      ],
      { id: staffId },
    );
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict).toMatchObject({ version: 2 });
    expect(stale.data?.result?.initialValue).toMatchObject({ role: "admin", scopes: "pages" });
    expect((await h.request(st.get, { headers: owner.headers, params: { id: staffId } })).body.member).toMatchObject({
      scopes: ["products", "themes"],
      version: 2,
    });

    const removed = await postForm<Reply>(config, owner, memberAction, path, { intent: "delete", version: "2" }, { id: staffId });
    expect(removed).toMatchObject({ status: 302, location: LIST });
    expect(await toastOf(removed.setCookie)).toMatchObject({ message: "Đã xoá nhân viên" });
    expect((await h.request(st.get, { headers: owner.headers, params: { id: staffId } })).status).toBe(404);
  });

  it("refuses changing or removing the owner (the API's message in the form), and answers another store's member with 404", async () => {
    const { owner, ownerId, staffId } = await storeWithStaff();
    const own = await postForm<Reply>(config, owner, memberAction, memberPath(ownerId), { role: "staff", version: "1" }, { id: ownerId });
    expect(own.status).toBe(400);
    // The API says it in the store's language (vi).
    expect(own.data?.result?.error?.[""]).toEqual(["Không thể thay đổi hoặc xoá chủ cửa hàng."]);
    const removeOwner = await postForm<Reply>(config, owner, memberAction, memberPath(ownerId), { intent: "delete", version: "1" }, { id: ownerId });
    expect(removeOwner.data?.pageError).toBe("Không thể thay đổi hoặc xoá chủ cửa hàng.");

    const other = { ...(await h.owner()), refreshToken: "" };
    expect(await refusal(memberLoader({ request: await get(other, memberPath(staffId)), context: loadContextOf(config), params: { id: staffId } }))).toBe(404);
    expect(await refusal(memberLoader({ request: await get(owner, memberPath("nope")), context: loadContextOf(config), params: { id: "nope" } }))).toBe(404);
    const foreign = await postForm<Reply>(config, other, memberAction, memberPath(staffId), { intent: "delete", version: "1" }, { id: staffId });
    expect(foreign.status).toBe(400);
    expect((await h.request(st.get, { headers: owner.headers, params: { id: staffId } })).status).toBe(200);
  });
});
