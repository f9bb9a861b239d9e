// The editor screen kit's pure parts (app/components/editor, ADR 031).
import { describe, expect, it } from "vitest";
import { FeedFormSchema } from "../../domain/feed";
import { formRules } from "../../app/components/form/rules";
import { withoutBlankConditionRows } from "../../app/features/collections/form";
import { conformName } from "../../app/components/editor/names";

describe("conformName", () => {
  it("names an API error key the way conform names the field", () => {
    expect(conformName("rows.0.1")).toBe("rows[0][1]");
    expect(conformName("conditions.2.value")).toBe("conditions[2].value");
    expect(conformName("mapping.brand")).toBe("mapping.brand");
    expect(conformName("title")).toBe("title");
  });
});

describe("formRules on a schema with a transform", () => {
  it("reads the rules from the pipe's input (getZodConstraint refuses pipes)", () => {
    expect(formRules(FeedFormSchema).name).toMatchObject({ requiredMessage: "Name required", maxLength: 255 });
  });
});

describe("withoutBlankConditionRows", () => {
  it("drops blank condition rows and renumbers the rest, so error indexes match the rows shown", () => {
    const form = new FormData();
    form.append("title", "Silk");
    for (const [i, value] of ["", "Mekong", " ", "Hà Đông"].entries()) {
      form.append(`conditions[${i}].field`, "vendor");
      form.append(`conditions[${i}].value`, value);
    }
    const out = withoutBlankConditionRows(form);
    expect(out.get("title")).toBe("Silk");
    expect(out.get("conditions[0].value")).toBe("Mekong");
    expect(out.get("conditions[1].value")).toBe("Hà Đông");
    expect(out.has("conditions[2].value")).toBe(false);
  });
});
