// The editors' shared split of field errors (app/lib/forms.ts): next to a field, or the form's own error.
import { describe, expect, it } from "vitest";
import { splitErrors, topLevelFields } from "../../app/lib/forms";

describe("splitErrors", () => {
  const isField = topLevelFields(["title", "rows", "conditions"]);

  it("keeps errors of the form's fields by key, nested keys included, and the rest as the form's error", () => {
    const split = splitErrors({ title: ["Title required"], "rows.0.2": ["Max length is 255"], "conditions[1]": ["Value required"], store: ["Nope"], empty: [], gone: null }, isField);
    expect(split).toEqual({
      errors: { title: ["Title required"], "rows.0.2": ["Max length is 255"], "conditions[1]": ["Value required"] },
      formErrors: ["Nope"],
    });
  });

  it("falls back to the API's messages only when there is no error at all", () => {
    expect(splitErrors({}, isField, ["Bad Gateway"])).toEqual({ errors: {}, formErrors: ["Bad Gateway"] });
    expect(splitErrors({ title: ["Title required"] }, isField, ["Bad Gateway"]).formErrors).toEqual([]);
  });
});
