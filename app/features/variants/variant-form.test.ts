import { describe, expect, it } from "vitest";
import { parseForm } from "../../lib/forms";
import { applyTemplate, optionRows, optionsFromRows, OptionsFormSchema } from "./variant-form";

describe("options rows", () => {
  it("turns comma-separated rows into options and drops unused slots", () => {
    const rows = [
      { name: " Size ", values: "S, M ,," },
      { name: "", values: "" },
      { name: "Color", values: "Red" },
    ];
    expect(optionsFromRows(rows)).toEqual([
      { name: "Size", values: ["S", "M"] },
      { name: "Color", values: ["Red"] },
    ]);
  });

  it("puts a template in the slot of its name, else the first empty one, else nowhere", () => {
    const rows = optionRows([{ name: "Color", values: ["Red"] }]);
    expect(applyTemplate(rows, { name: "Size", values: ["S", "M"] })[1]).toEqual({ name: "Size", values: "S, M" });
    expect(applyTemplate(rows, { name: "color", values: ["Blue"] })[0]).toEqual({ name: "color", values: "Blue" });
    const full = [1, 2, 3].map((n) => ({ name: `O${n}`, values: "a" }));
    expect(applyTemplate(full, { name: "Size", values: ["S"] })).toEqual(full);
  });
});

describe("OptionsFormSchema", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.append(k, v);
    return data;
  };

  it("feeds the API's options schema with the filled slots, and confirming deletes orphans", () => {
    const submission = parseForm(
      form({
        "options[0].name": "",
        "options[0].values": "",
        "options[1].name": "Size",
        "options[1].values": "S, M",
        optionsVersion: "3",
        intent: "confirm-options",
      }),
      OptionsFormSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      options: [{ name: "Size", values: ["S", "M"] }],
      version: 3,
      deleteOrphanedVariants: true,
    });
  });

  it("puts each error on the slot it is about, not on the filled slots' index", () => {
    const submission = parseForm(
      form({ "options[1].name": "Size", "options[1].values": "", "options[2].name": "size", "options[2].values": "S", optionsVersion: "0" }),
      OptionsFormSchema,
    );
    expect(submission.status === "error" && submission.error).toMatchObject({
      "options[1].values": ["Option values required"],
      "options[2].name": ['Option "size" is listed twice'],
    });
  });
});
