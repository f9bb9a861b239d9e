// config.ts: the media settings — the upload-link secret and the S3 switch.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createStorage } from "../api/storage";
import { loadConfig } from "../config";

/** NODE_ENV is a required key of ProcessEnv in this project's types. */
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("media configuration", () => {
  it("makes a media signing secret once, keeps it beside the data, and never reuses the session secret", () => {
    const dir = tempDir();
    const first = loadConfig(env({ DATA_DIR: dir }));
    expect(first.mediaSigningSecret.length).toBeGreaterThanOrEqual(40);
    expect(first.mediaSigningSecret).not.toBe(first.sessionSecret);
    expect(fs.statSync(path.join(dir, ".media-secret")).mode & 0o777).toBe(0o600);
    // Links signed before a restart still verify after it.
    expect(loadConfig(env({ DATA_DIR: dir })).mediaSigningSecret).toBe(first.mediaSigningSecret);
    expect(loadConfig(env({ DATA_DIR: dir, MEDIA_SIGNING_SECRET: "from-env" })).mediaSigningSecret).toBe("from-env");
  });

  it("switches to S3 only when S3_BUCKET is set", () => {
    const dir = tempDir();
    expect(loadConfig(env({ DATA_DIR: dir })).s3).toBeNull();
    expect(loadConfig(env({ DATA_DIR: dir, S3_BUCKET: "media", S3_ENDPOINT: "https://s3.example.test", S3_REGION: "eu-west-1" })).s3).toMatchObject({
      bucket: "media",
      endpoint: "https://s3.example.test",
      region: "eu-west-1",
    });
  });

  it("builds local storage under DATA_DIR/media by default and S3 storage with S3_BUCKET, as server.ts does", () => {
    const dir = tempDir();
    const build = (vars: Record<string, string>) => {
      const c = loadConfig(env({ DATA_DIR: dir, PUBLIC_URL: "https://admin.example.com", ...vars }));
      return createStorage({ s3: c.s3, dataDir: c.dataDir, apiPath: "/api", signingSecret: c.mediaSigningSecret });
    };
    const key = "stores/0b7e7f2c-3c1a-4d8e-9f00-1234567890ab/image-1700000000000a1b2c3d4e5f60718.png";
    const local = build({});
    expect(local.kind).toBe("local");
    // Root-relative, whatever PUBLIC_URL says: the browser PUTs to the origin it has the admin open at (ADR 015).
    expect(local.presignUpload(key, "image/png", new Date()).url).toMatch(/^\/api\/media\/upload\/stores\//);
    expect(local.publicUrl(key)).toBe(`/api/media/files/${key}`);
    const s3 = build({ S3_BUCKET: "media", S3_ENDPOINT: "https://s3.example.test", S3_ACCESS_KEY_ID: "AK", S3_SECRET_ACCESS_KEY: "SK" });
    expect(s3.kind).toBe("s3");
    expect(s3.publicUrl(key)).toBe(`https://s3.example.test/media/${key}`);
  });
});
