// The bulk update create form's schema (app/features/bulk-updates/form.ts): flat fields feeding the API's schema.
import { describe, expect, it } from "vitest";
import { BulkUpdateFormSchema } from "../../app/features/bulk-updates/form";
import { parseForm } from "../../app/lib/forms";

const form = (entries: Record<string, string>) => new URLSearchParams(entries);
const errorsOf = (entries: Record<string, string>) => {
  const submission = parseForm(form(entries), BulkUpdateFormSchema);
  return submission.status === "error" ? submission.error : "no errors";
};

describe("BulkUpdateFormSchema", () => {
  it("turns the fields into the API's name, filters and actions", () => {
    const submission = parseForm(
      form({ tag: " summer ", productType: "none", vendorMode: "set", vendorValue: "Sun Co", priceMode: "percent", priceValue: "10", name: "Sale" }),
      BulkUpdateFormSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: "Sale",
      filters: { tag: "summer", productType: "" },
      actions: [
        { type: "setVendor", value: "Sun Co" },
        { type: "changePrice", mode: "percent", value: 10 },
      ],
    });
  });

  it("puts each of the API schema's errors on its field, the rest on the form", () => {
    expect(errorsOf({ priceMode: "amount", priceValue: "0" })).toEqual({ priceValue: ["Change must not be 0"] });
    expect(errorsOf({ addTags: "a", removeTags: "a" })).toEqual({ addTags: ["A tag cannot be added and removed at once: a"] });
    expect(errorsOf({ tag: "x" })).toEqual({ "": ["Add at least one action"] });
  });
});
