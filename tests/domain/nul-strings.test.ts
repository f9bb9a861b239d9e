// NUL characters are refused where strings enter: the shared schemas (domain/validation.ts). The forms parse with the
// same schemas, so the message shows next to the field; a list's search with one is dropped, not sent on.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../app/lib/forms";
import { parseListState } from "../../app/components/list/list-state";
import { ProductFiltersSchema, productListOptions } from "../../app/features/products/filters";
import { SignInSchema } from "../../domain/account";
import { ProductFormSchema } from "../../domain/product";
import { NUL_MESSAGE, email, safeString } from "../../domain/validation";

describe("NUL characters", () => {
  it("safeString and the text helpers refuse them with the message", () => {
    expect(safeString().safeParse("a\u0000b").error?.issues[0].message).toBe(NUL_MESSAGE);
    expect(safeString().safeParse("Áo dài").success).toBe(true);
    expect(email().safeParse("a\u0000@b.test").success).toBe(false);
    const product = ProductFormSchema.safeParse({ title: "Áo\u0000", tags: ["hè", "x\u0000"] });
    expect(product.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", NUL_MESSAGE],
      ["tags.1", NUL_MESSAGE],
    ]);
  });

  it("a form post gets the message next to the field", () => {
    const form = new FormData();
    form.set("title", "Áo\u0000dài");
    const product = parseForm(form, ProductFormSchema);
    expect(product.status === "error" && product.error?.title).toEqual([NUL_MESSAGE]);
    const signIn = new FormData();
    signIn.set("email", "owner@shop.test");
    signIn.set("password", "pass\u0000word");
    const refused = parseForm(signIn, SignInSchema);
    expect(refused.status === "error" && refused.error?.password).toEqual([NUL_MESSAGE]);
  });

  it("a list search holding one is dropped from the list state (the API is never asked)", () => {
    const url = `http://x/admin/products?_query=${encodeURIComponent(JSON.stringify({ search: "a\u0000b", vendor: "Saigon" }))}`;
    expect(parseListState(url, ProductFiltersSchema, productListOptions).filters).toEqual({ vendor: "Saigon" });
  });

  it("no schema in domain/, api/ or app/ starts from a bare z.string() (it would let a NUL through)", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") && file !== path.join("domain", "validation.ts")) {
          fs.readFileSync(file, "utf8")
            .split("\n")
            .forEach((line, i) => {
              if (/\bz\.(coerce\.)?string\(/.test(line)) offenders.push(`${file}:${i + 1}`);
            });
        }
      }
    };
    for (const dir of ["domain", "api", "app"]) walk(dir);
    expect(offenders).toEqual([]);
  });
});
