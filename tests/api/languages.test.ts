// ADR 034: the API says its messages and mails in the language the caller asks for (Accept-Language), English otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreWithOwner } from "../../api/modules/accounts/store";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer, freshEmail } from "./account-helpers";

const VI = { "accept-language": "vi-VN,vi;q=0.9" };
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe("the API's language", () => {
  it("answers SPEC §5 field errors and its own messages in Vietnamese when asked, in English by default", async () => {
    const body = { email: "not-an-address", password: "short" };
    const english = await h.call("POST", "/auth/signup", { body });
    expect(english.status).toBe(400);
    expect(english.body.errors).toMatchObject({ email: ["This is required email"], password: ["Min length is 8"] });

    const vietnamese = await h.call("POST", "/auth/signup", { body, headers: VI });
    expect(vietnamese.status).toBe(400);
    expect(vietnamese.body.errors).toMatchObject({ email: ["Vui lòng nhập email hợp lệ"], password: ["Độ dài tối thiểu là 8"] });
    expect(vietnamese.body.message).toEqual(expect.arrayContaining(["Vui lòng nhập email hợp lệ"]));

    const wrong = await h.call("POST", "/auth/signin", { body: { email: freshEmail("nobody"), password: "whatever-pass-1" }, headers: VI });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Email hoặc mật khẩu không đúng");
    const unknownRoute = await h.call("GET", "/no-such-route", { headers: VI });
    expect(unknownRoute.body.message).toBe("Không tìm thấy");
  });

  it("writes the account mails in the language of the request", async () => {
    const email = freshEmail("vi");
    expect((await h.call("POST", "/auth/signup", { body: { email, password: "first-pass-123" }, headers: VI })).status).toBe(201);
    const mail = h.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Xác minh email của bạn cho Backroom");
    expect(mail.text).toContain("Chào mừng bạn đến với Backroom");
    expect(mail.text).toMatch(/\/auth\/verify\?token=/);

    const other = freshEmail("en");
    await h.call("POST", "/auth/signup", { body: { email: other, password: "first-pass-123" } });
    expect(h.mails.at(-1)).toMatchObject({ to: other, subject: "Verify your email for Backroom" });
  });

  it("names the store's language in /users/info, the admin's default language", async () => {
    const owner = await h.owner();
    expect((await h.call("GET", "/users/info", { headers: owner.headers })).body.language).toBe("vi");
    expect((await h.call("GET", "/users/info", { headers: bearer(owner.token) })).body.language).toBeNull();
    const en = await createStoreWithOwner(h.database.db, {
      name: "English shop",
      domain: `lang-${owner.userId.slice(0, 8)}.test`,
      ownerId: owner.userId,
      language: "en",
    });
    expect((await h.call("GET", "/users/info", { headers: { ...owner.headers, "store-id": en.id } })).body.language).toBe("en");
  });
});
