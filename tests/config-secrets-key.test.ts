// config.ts and api/secret-box.ts: SECRETS_KEY (ADR 057) — hex or base64 of 32 bytes, else one made once beside the
// data; a malformed one stops the start; what it seals opens only under it and only in its place.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox, parseSecretsKey, SECRETS_KEY_MESSAGE } from "../api/secret-box";
import { loadConfig } from "../config";

const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-secrets-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("SECRETS_KEY", () => {
  it("reads 32 bytes written as hex, base64 or base64url, and nothing else", () => {
    const key = crypto.randomBytes(32);
    expect(parseSecretsKey(key.toString("hex"))).toEqual(key);
    expect(parseSecretsKey(key.toString("base64"))).toEqual(key);
    expect(parseSecretsKey(` ${key.toString("base64url")}\n`)).toEqual(key);
    expect(parseSecretsKey(crypto.randomBytes(16).toString("hex"))).toBeNull();
    expect(parseSecretsKey(crypto.randomBytes(31).toString("base64"))).toBeNull();
    expect(parseSecretsKey("correct horse battery staple")).toBeNull();
  });

  it("is made once and kept beside the data when unset; a malformed one stops the start", () => {
    const dir = tempDir();
    const first = loadConfig(env({ DATA_DIR: dir }));
    expect(first.secretsKey).toHaveLength(32);
    expect(fs.statSync(path.join(dir, ".secrets-key")).mode & 0o777).toBe(0o600);
    expect(loadConfig(env({ DATA_DIR: dir })).secretsKey).toEqual(first.secretsKey);
    const given = crypto.randomBytes(32);
    expect(loadConfig(env({ DATA_DIR: dir, SECRETS_KEY: given.toString("hex") })).secretsKey).toEqual(given);
    expect(() => loadConfig(env({ DATA_DIR: dir, SECRETS_KEY: "too-short" }))).toThrow(SECRETS_KEY_MESSAGE);
  });

  it("seals with a fresh IV each time; opens only with the key, in the place it was sealed for, untampered", () => {
    const box = createSecretBox(crypto.randomBytes(32));
    const a = box.seal("pk_live_secret", "store-a:klaviyo:privateApiKey");
    const b = box.seal("pk_live_secret", "store-a:klaviyo:privateApiKey");
    expect(a).not.toBe(b);
    expect(a).not.toContain("pk_live_secret");
    expect(box.open(a, "store-a:klaviyo:privateApiKey")).toBe("pk_live_secret");
    expect(() => box.open(a, "store-b:klaviyo:privateApiKey")).toThrow();
    expect(() => createSecretBox(crypto.randomBytes(32)).open(a, "store-a:klaviyo:privateApiKey")).toThrow();
    const tampered = a.slice(0, -2) + (a.endsWith("A") ? "BB" : "AA");
    expect(() => box.open(tampered, "store-a:klaviyo:privateApiKey")).toThrow();
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(SECRETS_KEY_MESSAGE);
  });
});
