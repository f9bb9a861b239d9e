import { describe, expect, it } from "vitest";
import { formRules, ruleAttributes } from "../../app/components/form/rules";
import { SignInSchema, SignUpRequestSchema } from "../../domain/account";
import { HANDLE_MESSAGE, HANDLE_RE, ProductFormSchema } from "../../domain/product";

// The browser's field checks (app/enhance/validation.ts) read these rules; they must say what the schema says.
describe("formRules", () => {
  const product = formRules(ProductFormSchema, { handle: { pattern: HANDLE_RE, message: HANDLE_MESSAGE } });

  it("takes the required message from the schema's own answer to an empty form", () => {
    expect(product.title).toEqual({ requiredMessage: "Title required", maxLength: 255 });
    expect(formRules(SignInSchema).email?.requiredMessage).toBe("Email required");
  });

  it("leaves optional fields optional, though getZodConstraint calls the preprocessed ones required", () => {
    expect(product.handle?.requiredMessage).toBeUndefined();
    expect(product.vendor).toEqual({ maxLength: 255 });
    expect(product.description).toEqual({ maxLength: 65_535 });
  });

  it("keeps a minimum length above the required one, and the patterns given with their message", () => {
    expect(formRules(SignUpRequestSchema).password).toEqual({ requiredMessage: "Password required", minLength: 8, maxLength: 128 });
    expect(product.handle).toMatchObject({ pattern: HANDLE_RE.source, patternMessage: HANDLE_MESSAGE });
  });

  it("renders as input attributes for the enhance script", () => {
    expect(ruleAttributes(product.title)).toMatchObject({ required: true, "data-required-message": "Title required", "data-max-length": "255" });
    expect(ruleAttributes(product.vendor)).toMatchObject({ required: false, "data-max-length": "255" });
    expect(ruleAttributes(undefined)).toEqual({});
  });
});
