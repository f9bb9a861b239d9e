// config.ts: the address printed at start, PUBLIC_URL's default, the Host allow-list and the trusted proxies (ADR 015).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-config-origin-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
/** NODE_ENV is a required key of ProcessEnv in this project's types. */
const config = (vars: Record<string, string> = {}) => loadConfig({ NODE_ENV: "test", DATA_DIR: dir, SESSION_SECRET: "s", MEDIA_SIGNING_SECRET: "m", ...vars });

describe("origin configuration", () => {
  it("prints the address PUBLIC_URL defaults to, as the README says: http://localhost:3000", () => {
    const c = config();
    expect(c.localUrl).toBe("http://localhost:3000");
    expect(c.publicUrl).toBe(c.localUrl);
    expect(config({ PORT: "3411", HOST: "0.0.0.0" }).publicUrl).toBe("http://localhost:3411");
    expect(config({ HOST: "10.0.0.7" }).localUrl).toBe("http://10.0.0.7:3000");
    expect(config({ PUBLIC_URL: "https://admin.example.com/" })).toMatchObject({
      publicUrl: "https://admin.example.com",
      localUrl: "http://localhost:3000",
      https: true,
    });
    const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
    expect(readme).toContain("serves http://localhost:3000");
  });

  it("answers PUBLIC_URL's host and this machine's names on the port by default; ALLOWED_HOSTS replaces them", () => {
    expect(config({ PUBLIC_URL: "https://Admin.Example.com" }).allowedHosts.sort()).toEqual([
      "127.0.0.1:3000",
      "[::1]:3000",
      "admin.example.com",
      "localhost:3000",
    ]);
    // The admin's own calls to the API (API_BASE_URL) are always answered.
    expect(config({ ALLOWED_HOSTS: "shop.example.com, admin.example.com:8443" }).allowedHosts.sort()).toEqual([
      "127.0.0.1:3000",
      "admin.example.com:8443",
      "shop.example.com",
    ]);
    expect(config({ ALLOWED_HOSTS: "shop.example.com", API_BASE_URL: "http://api.internal:4000/api" }).allowedHosts.sort()).toEqual([
      "api.internal:4000",
      "shop.example.com",
    ]);
  });

  it("trusts no proxy by default; TRUST_PROXY takes Express's 'trust proxy' values", () => {
    expect(config().trustProxy).toBe(false);
    expect(config({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(config({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(config({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
  });
});
