import slugify from "slugify";

// Vietnamese đ/Đ is not decomposed by NFD; map it before slugify's own charmap as a belt and braces.
const EXTRA: Record<string, string> = { đ: "d", Đ: "D" };

/**
 * SPEC §5 slug: lowercase, trim, transliterate non-Latin to Latin, replace slashes and spaces
 * with single hyphens, remove other characters, trim hyphens at the ends.
 */
export function slug(input: string): string {
  // "Other characters" are removed, not spelled out: slugify's charmap would turn & into "and", % into "percent".
  const mapped = input
    .replace(/[đĐ]/g, (c) => EXTRA[c])
    .replace(/[^\p{L}\p{M}\p{N}\s/\\_-]+/gu, "")
    .trim();
  const latin = slugify(mapped.replace(/[/\\\s_]+/g, " "), { lower: true, strict: true, trim: true, locale: "vi" });
  return latin.replace(/-+/g, "-").replace(/^-+|-+$/g, "");
}
