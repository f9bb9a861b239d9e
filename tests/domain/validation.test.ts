import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { CreateStoreSchema, InviteSchema, ResetPasswordSchema, SignInSchema, SignUpSchema, normalizeStoreDomain } from "../../domain/account";
import { alpha, domain, email, password, requiredText, text } from "../../domain/validation";

/** The messages of a failed parse, or [] when it passed. */
const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
const fieldErrors = (schema: z.ZodType, value: unknown) => {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
};

describe("SPEC §5 messages, word for word", () => {
  it("required: '{field} required'", () => {
    expect(messagesOf(email(), "")[0]).toBe("Email required");
    expect(messagesOf(email(), undefined)[0]).toBe("Email required");
    expect(messagesOf(requiredText("Store name"), "   ")).toEqual(["Store name required"]);
  });
  it("email: 'This is required email'", () => {
    expect(messagesOf(email(), "not-an-email")).toEqual(["This is required email"]);
    expect(messagesOf(email(), " Lan@Shop.Test ")).toEqual([]);
    expect(email().parse(" Lan@Shop.Test ")).toBe("lan@shop.test");
  });
  it("minLength and maxLength: 'Min length is {n}', 'Max length is {n}'", () => {
    expect(messagesOf(password(), "short")).toEqual(["Min length is 8"]);
    expect(messagesOf(text("Name"), "x".repeat(256))).toEqual(["Max length is 255"]);
    expect(messagesOf(text("Name"), "x".repeat(255))).toEqual([]);
  });
  it("alpha: 'Alpha is letter English'", () => {
    expect(messagesOf(alpha("Code"), "abc1")).toEqual(["Alpha is letter English"]);
    expect(messagesOf(alpha("Code"), "Việt")).toEqual(["Alpha is letter English"]);
    expect(messagesOf(alpha("Code"), "Viet")).toEqual([]);
  });
  it("domain: 'Domain is url link'", () => {
    expect(messagesOf(domain(), "not a domain")).toEqual(["Domain is url link"]);
    expect(messagesOf(domain(), "localhost")).toEqual(["Domain is url link"]);
    expect(messagesOf(domain(), "https://shop.example.com")).toEqual([]);
  });
});

describe("account form schemas", () => {
  it("sign-in needs both fields but no password length (that would hint at which passwords exist)", () => {
    expect(fieldErrors(SignInSchema, {})).toMatchObject({ password: ["Password required"] });
    expect(SignInSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
  it("sign-up and reset ask for the password twice", () => {
    const signUp = { email: "a@b.co", password: "long-enough", confirmPassword: "different!" };
    expect(fieldErrors(SignUpSchema, signUp)).toEqual({ confirmPassword: ["Passwords do not match"] });
    expect(SignUpSchema.safeParse({ ...signUp, confirmPassword: "long-enough" }).data).toMatchObject({ name: "", code: "" });
    expect(fieldErrors(ResetPasswordSchema, { token: "t", password: "long-enough" })).toEqual({ confirmPassword: ["Confirm password required"] });
  });
  it("invite takes scopes from checkboxes: none, one string, or a list, deduplicated", () => {
    expect(InviteSchema.parse({ email: "a@b.co", role: "staff" }).scopes).toEqual([]);
    expect(InviteSchema.parse({ email: "a@b.co", role: "staff", scopes: "orders" }).scopes).toEqual(["orders"]);
    expect(InviteSchema.parse({ email: "a@b.co", role: "staff", scopes: ["orders", "orders", "products"] }).scopes).toEqual(["orders", "products"]);
    expect(fieldErrors(InviteSchema, { email: "a@b.co" })).toEqual({ role: ["Role required"] });
    expect(InviteSchema.safeParse({ email: "a@b.co", role: "owner" }).success).toBe(false);
  });
  it("create-store allows an empty domain and normalizes a given one", () => {
    expect(CreateStoreSchema.parse({ name: "Shop" })).toEqual({ name: "Shop", domain: "", code: "" });
    expect(fieldErrors(CreateStoreSchema, { name: "Shop", domain: "shop" })).toEqual({ domain: ["Domain is url link"] });
    expect(normalizeStoreDomain(" HTTPS://Shop.Example.com/path?q=1 ")).toBe("shop.example.com");
  });
});
