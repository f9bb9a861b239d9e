// The bulk update create form's schema (app/features/bulk-updates/form.ts): flat fields feeding the API's schema.
import { describe, expect, it } from "vitest";
import { BulkUpdateFormSchema } from "../../app/features/bulk-updates/form";
import { parseForm } from "../../app/lib/forms";

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("BulkUpdateFormSchema", () => {
  it("turns the fields into the API's name, filters and actions", () => {
    const submission = parseForm(form({ tag: " summer ", productType: "none", vendorMode: "set", vendorValue: "Sun Co", priceMode: "percent", priceValue: "10", name: "Sale" }), BulkUpdateFormSchema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: "Sale",
      filters: { tag: "summer", productType: "" },
      actions: [{ type: "setVendor", value: "Sun Co" }, { type: "changePrice", mode: "percent", value: 10 }],
    });
  });

  it("puts each of the API schema's errors on its field, the rest on the form", () => {
    expect(parseForm(form({ priceMode: "amount", priceValue: "0" }), BulkUpdateFormSchema).error).toEqual({ priceValue: ["Change must not be 0"] });
    expect(parseForm(form({ addTags: "a", removeTags: "a" }), BulkUpdateFormSchema).error).toEqual({ addTags: ["A tag cannot be added and removed at once: a"] });
    expect(parseForm(form({ tag: "x" }), BulkUpdateFormSchema).error).toEqual({ "": ["Add at least one action"] });
  });
});
