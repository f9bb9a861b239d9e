// The no-JS upload's server-side checks: the multipart reader's bounds and the type/size check by content.
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../domain/media";
import { checkImageFile, parseImageIntent } from "../../app/features/product-images/actions.server";
import { MAX_FILES_PER_UPLOAD, TOO_MANY_FILES_FIELD, readEditorFormData } from "../../app/features/product-images/multipart.server";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
};

async function read(form: FormData) {
  return readEditorFormData(new Request("http://admin.test/x", { method: "POST", body: form }));
}

describe("readEditorFormData", () => {
  it("keeps text fields and files, holding a too-large file only up to one byte over the limit", async () => {
    const form = new FormData();
    form.set("intent", "add-images");
    form.set("version", "3");
    form.append("files", new File([png(2000)], "small.png", { type: "image/png" }));
    form.append("files", new File([png(MAX_IMAGE_BYTES + 50_000)], "big.png", { type: "image/png" }));
    const read1 = await read(form);
    expect(read1.get("intent")).toBe("add-images");
    expect(read1.get("version")).toBe("3");
    const files = read1.getAll("files") as File[];
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ["small.png", 2000],
      ["big.png", MAX_IMAGE_BYTES + 1],
    ]);
    expect(read1.get(TOO_MANY_FILES_FIELD)).toBeNull();
  });

  it("says so when more than the allowed number of files come", async () => {
    const form = new FormData();
    for (let i = 0; i <= MAX_FILES_PER_UPLOAD; i++) form.append("files", new File([png(20)], `${i}.png`, { type: "image/png" }));
    const result = await read(form);
    expect(result.getAll("files").filter((f) => f instanceof File)).toHaveLength(MAX_FILES_PER_UPLOAD);
    expect(result.get(TOO_MANY_FILES_FIELD)).toBe("1");
  });

  it("an empty file input gives no file", async () => {
    const form = new FormData();
    form.append("files", new File([], "", { type: "application/octet-stream" }));
    form.set("intent", "add-images");
    const result = await read(form);
    expect(result.getAll("files").filter((f) => f instanceof File)).toEqual([]);
  });

  it("reads a urlencoded body as before", async () => {
    const result = await readEditorFormData(new Request("http://admin.test/x", { method: "POST", body: new URLSearchParams({ intent: "save", title: "Áo" }) }));
    expect(result.get("title")).toBe("Áo");
  });
});

describe("checkImageFile (SPEC §5 messages)", () => {
  it("accepts an image whose bytes are the type its name says", () => {
    const bytes = png(100);
    expect(checkImageFile(new File([bytes], "cat.PNG"), bytes)).toBeNull();
  });

  it("refuses by content: text named .png, a PNG named .jpg, an unknown extension", () => {
    const text = new TextEncoder().encode("not an image at all");
    expect(checkImageFile(new File([text], "fake.png"), text)).toBe("Type not support");
    const bytes = png(100);
    expect(checkImageFile(new File([bytes], "photo.jpg"), bytes)).toBe("Type not support");
    expect(checkImageFile(new File([bytes], "vector.svg"), bytes)).toBe("Type not support");
  });

  it("refuses more than 1 MB with the file's name", () => {
    const bytes = png(MAX_IMAGE_BYTES + 1);
    expect(checkImageFile(new File([bytes], "big.png"), bytes)).toBe("File big.png larger than 1mb.");
  });
});

describe("parseImageIntent", () => {
  it("reads the intent and the image it names; other intents are not the Media card's", () => {
    const form = new FormData();
    form.set("intent", "delete-image:3f1c");
    expect(parseImageIntent(form)).toEqual({ intent: "delete-image", imageId: "3f1c" });
    form.set("intent", "save");
    expect(parseImageIntent(form)).toBeNull();
  });
});
