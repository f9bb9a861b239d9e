// config.ts and the demo start check: TRUST_PROXY, AUTH_RATE_LIMIT_MAX, --demo (ADR 017, ADR 019).
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { demoStartRefusal } from "../server/demo";
import { removeTempDirs, tempDir } from "./helpers/processes";

afterAll(removeTempDirs);
const load = (vars: Record<string, string>, argv: string[] = []) =>
  loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir("backroom-config-"), ...vars }, argv);

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["1", 1],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 127.0.0.1", ["10.0.0.0/8", "127.0.0.1"]],
  ])("%j → %j (Express 'trust proxy')", (value, expected) => {
    expect(load(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe("auth settings", () => {
  it("AUTH_RATE_LIMIT_MAX defaults to 10; the client-address secret follows SESSION_SECRET", () => {
    expect(load({}).authRateLimitMax).toBe(10);
    expect(load({ AUTH_RATE_LIMIT_MAX: "1000" }).authRateLimitMax).toBe(1000);
    const a = load({ SESSION_SECRET: "one" }).clientAddressSecret;
    expect(load({ SESSION_SECRET: "one" }).clientAddressSecret).toBe(a);
    expect(load({ SESSION_SECRET: "two" }).clientAddressSecret).not.toBe(a);
    expect(a).not.toContain("one");
  });
});

describe("a demo start", () => {
  it("is only on this computer: loopback hosts pass, others are refused", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"])
      expect(demoStartRefusal({ host, demoPassword: "laptop-demo-pass-5120" }), host).toBeNull();
    for (const host of ["0.0.0.0", "::", "192.168.1.10", "shop.example.com"]) {
      expect(demoStartRefusal({ host, demoPassword: "laptop-demo-pass-5120" }), host).toContain(`HOST=${host} is refused`);
    }
  });
});
