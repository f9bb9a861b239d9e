// The image setting's check (ADR 074) against both storage forms: local storage's root-relative links and an S3
// public base. The API test (tests/api/theme-media.test.ts) covers the local form through a real save.
import { describe, expect, it } from "vitest";
import { THEME_EDITOR_MESSAGES, imageSettingProblem } from "../../domain/theme-editor";

const own = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const file = "image-1764470000000abcdef0123456789.png";
const s3 = "https://media.example-bucket.s3.ap-southeast-1.amazonaws.com/";
const check = (value: unknown) => imageSettingProblem(value, { storeId: own, mediaBases: [s3] });

describe("imageSettingProblem", () => {
  it("accepts empty, the store's own S3 media and other https links", () => {
    expect(check("")).toBeNull();
    expect(check(`${s3}stores/${own}/${file}`)).toBeNull();
    expect(check("https://cdn.example.com/banner.jpg")).toBeNull();
  });
  it("refuses another store's key in the S3 form and in a local-storage link on any host", () => {
    expect(check(`${s3}stores/${other}/${file}`)).toBe(THEME_EDITOR_MESSAGES.imageOtherStore);
    expect(check(`https://admin.example.com/api/media/files/stores/${other}/${file}`)).toBe(THEME_EDITOR_MESSAGES.imageOtherStore);
  });
  it("refuses what is not an image link", () => {
    for (const value of [`${s3}exports/orders.csv`, `/api/media/files/stores/${own}/${file}`, "/about", "http://x.test/a.png", "https://a b", 42])
      expect(check(value), String(value)).toBe(THEME_EDITOR_MESSAGES.image);
  });
});
