import { describe, expect, it } from "vitest";
import { applyTemplate, optionRows, optionsFromRows } from "./variant-form";

describe("options rows", () => {
  it("turns comma-separated rows into options and drops unused slots", () => {
    const rows = [{ name: " Size ", values: "S, M ,," }, { name: "", values: "" }, { name: "Color", values: "Red" }];
    expect(optionsFromRows(rows)).toEqual([{ name: "Size", values: ["S", "M"] }, { name: "Color", values: ["Red"] }]);
  });

  it("puts a template in the slot of its name, else the first empty one, else nowhere", () => {
    const rows = optionRows([{ name: "Color", values: ["Red"] }]);
    expect(applyTemplate(rows, { name: "Size", values: ["S", "M"] })[1]).toEqual({ name: "Size", values: "S, M" });
    expect(applyTemplate(rows, { name: "color", values: ["Blue"] })[0]).toEqual({ name: "color", values: "Blue" });
    const full = [1, 2, 3].map((n) => ({ name: `O${n}`, values: "a" }));
    expect(applyTemplate(full, { name: "Size", values: ["S"] })).toEqual(full);
  });
});
