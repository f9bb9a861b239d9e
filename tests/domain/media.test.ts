// SPEC §5/§7/§9 image rules and the SigV4 presigner (api/storage/sigv4.ts) against AWS's published example.
import { describe, expect, it } from "vitest";
import { presignUrl } from "../../api/storage/sigv4";
import { createS3Storage } from "../../api/storage/s3";
import {
  MAX_IMAGE_BYTES,
  contentTypeOfKey,
  imageExtension,
  imageObjectName,
  isImageKey,
  mediaMessages,
  sniffImageType,
  storeImageKey,
} from "../../domain/media";

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, "latin1"));
const STORE = "0b7e7f2c-3c1a-4d8e-9f00-1234567890ab";

describe("image names and types", () => {
  it("accepts gif, jpeg, png, jpg and webp in any case, and nothing else", () => {
    expect(["a.gif", "a.jpeg", "a.png", "a.jpg", "a.webp", "Photo.JPG", " x.Png "].map(imageExtension)).toEqual([
      "gif",
      "jpeg",
      "png",
      "jpg",
      "webp",
      "jpg",
      "png",
    ]);
    for (const name of ["a.svg", "a.html", "a.png.exe", "png", "a.", "", "a.bmp", "a.tiff", "../x.php"]) expect(imageExtension(name), name).toBeNull();
    expect(mediaMessages.typeNotSupported).toBe("Type not support");
    expect(mediaMessages.invalidFileType).toBe("Invalid file type.");
    expect(mediaMessages.tooLarge("cat.png")).toBe("File cat.png larger than 1mb.");
    expect(MAX_IMAGE_BYTES).toBe(1048576);
  });

  it("names objects image- + timestamp + hex + the original extension, under the store", () => {
    const name = imageObjectName("png", 1_700_000_000_000, "a1b2c3d4e5f60718");
    expect(name).toBe("image-1700000000000a1b2c3d4e5f60718.png");
    const key = storeImageKey(STORE, name);
    expect(key).toBe(`stores/${STORE}/${name}`);
    expect(isImageKey(key)).toBe(true);
    expect(contentTypeOfKey(key)).toBe("image/png");
    expect(() => imageObjectName("png", 1, "../")).toThrow();
  });

  it("accepts back only keys of that exact shape", () => {
    const good = `stores/${STORE}/image-1700000000000a1b2c3d4e5f60718.jpg`;
    for (const bad of [
      `stores/${STORE}/../image-1700000000000a1b2c3d4e5f60718.jpg`,
      `/stores/${STORE}/image-1700000000000a1b2c3d4e5f60718.jpg`,
      `stores\\${STORE}\\image-1700000000000a1b2c3d4e5f60718.jpg`,
      `stores/${STORE}/image-1700000000000a1b2c3d4e5f60718.html`,
      `stores/not-a-store/image-1700000000000a1b2c3d4e5f60718.jpg`,
      `stores/${STORE}/.tmp/x.part`,
      `${good}/..`,
      `../../etc/passwd`,
    ])
      expect(isImageKey(bad), bad).toBe(false);
    expect(isImageKey(good)).toBe(true);
  });

  it("sniffs the real type from the magic number", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1))).toBe("image/jpeg");
    expect(sniffImageType(ascii("GIF89a\x01\x00\x01\x00\x00\x00"))).toBe("image/gif");
    expect(sniffImageType(ascii("GIF87a\x01\x00\x01\x00\x00\x00"))).toBe("image/gif");
    expect(sniffImageType(ascii("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(ascii("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffImageType(ascii("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffImageType(ascii("<!doctype html><script>"))).toBeNull();
    expect(sniffImageType(ascii("GIF8"))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe("SigV4 query signing", () => {
  it("reproduces AWS's documented presigned GET example", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html, "An example"
    const url = presignUrl({
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
      expiresSeconds: 86400,
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt" +
        "?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("S3 storage presigns a PUT of the key with its content type signed, path-style on the endpoint", () => {
    const s3 = createS3Storage({ endpoint: "https://s3.example.test/", bucket: "media", accessKeyId: "AK", secretAccessKey: "SK", region: "auto" });
    const key = `stores/${STORE}/image-1700000000000a1b2c3d4e5f60718.png`;
    const { url, expiresAt } = s3.presignUpload(key, "image/png", new Date("2026-01-02T03:04:05Z"));
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`https://s3.example.test/media/${key}`);
    expect(u.searchParams.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(u.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(u.searchParams.get("X-Amz-Credential")).toBe("AK/20260102/auto/s3/aws4_request");
    expect(u.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresAt.toISOString()).toBe("2026-01-02T03:19:05.000Z");
    expect(s3.publicUrl(key)).toBe(`https://s3.example.test/media/${key}`);
    // A different type gives a different signature: the bucket would refuse a PUT with another Content-Type.
    expect(s3.presignUpload(key, "image/jpeg", new Date("2026-01-02T03:04:05Z")).url).not.toBe(url);
  });
});
