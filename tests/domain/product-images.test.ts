import { describe, expect, it } from "vitest";
import { fileNameOf, isEmbedUrl, ProductImagesSchema, toEmbedUrl } from "../../domain/product-images";

const YT = "https://www.youtube.com/embed/dQw4w9WgXcQ";

describe("toEmbedUrl (SPEC §5: video URLs are converted to embed form)", () => {
  it("turns every YouTube form into the embed URL", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1",
      "http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
      "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ",
    ]) {
      expect(toEmbedUrl(url), url).toEqual({ ok: true, url: YT });
    }
  });

  it("turns Vimeo pages and player links into the player URL", () => {
    for (const url of ["https://vimeo.com/76979871", "https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871?h=1"]) {
      expect(toEmbedUrl(url), url).toEqual({ ok: true, url: "https://player.vimeo.com/video/76979871" });
    }
  });

  it("refuses other sites, other schemes and malformed ids with a clear message", () => {
    for (const url of [
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "https://evil.youtube.com.example.org/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>",
      "https://www.youtube.com/channel/UC123",
      "https://vimeo.com/about",
      "not a url",
      "",
    ]) {
      const result = toEmbedUrl(url);
      expect(result.ok, url).toBe(false);
      if (!result.ok) expect(result.message).toBe("Video link must be a YouTube or Vimeo video URL");
    }
  });

  it("produces only URLs isEmbedUrl accepts", () => {
    expect(isEmbedUrl(YT)).toBe(true);
    expect(isEmbedUrl("https://player.vimeo.com/video/1")).toBe(true);
    expect(isEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(false);
  });
});

describe("image input", () => {
  it("takes the file name from the key and bounds alt at 255", () => {
    expect(fileNameOf("stores/x/image-1.png")).toBe("image-1.png");
    const tooLong = ProductImagesSchema.safeParse([{ src: "a", alt: "x".repeat(256) }]);
    expect(tooLong.success).toBe(false);
    if (!tooLong.success) expect(tooLong.error.issues[0].message).toBe("Max length is 255");
    const ok = ProductImagesSchema.parse([{ src: " a ", alt: "  cat " }]);
    expect(ok).toEqual([{ src: "a", alt: "cat", kind: "image" }]);
  });
});
