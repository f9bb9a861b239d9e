// How server.ts starts (ADR 017): the demo store and its sign-ins only when asked for with --demo, never otherwise.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../api/db/client";
import { users } from "../api/db/schema";
import { NO_SMTP_WARNING } from "../api/mailer";
import { verifyPassword } from "../api/http/password";
import { findUserByEmail } from "../api/modules/accounts/store";
import { DEMO_OPERATOR_EMAIL } from "../api/seed/demo-accounts";
import { loadConfig } from "../config";
import { cleanEnv, removeTempDirs, runNode, tempDir } from "./helpers/processes";

/** Each test starts Node processes (tsx, PGlite, seeding): minutes on a busy 2-core machine, not vitest's 30 s. */
const SPAWN_TIMEOUT_MS = 120_000;

afterAll(removeTempDirs);

// Up to "listening" (with a build) or to the crash for want of one: either way after seeding would have run.
const start = (args: string[], env: Record<string, string>, until: RegExp) =>
  runNode(["server.ts", ...args], { env: cleanEnv({ NODE_ENV: "production", PORT: "0", ...env }), until, timeoutMs: 120_000 });

async function usersIn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
  } finally {
    await database.close();
  }
}

describe("a production start (NODE_ENV=production, no --demo)", () => {
  it(
    "creates no account, prints no password, and warns that mail is not delivered without SMTP",
    async () => {
      const dataDir = tempDir("backroom-prod-");
      const run = await start([], { DATA_DIR: dataDir }, /listening on/);
      expect(run.stdout).not.toMatch(/Demo sign-ins|password/i);
      expect(run.stdout).toContain(NO_SMTP_WARNING);
      expect(await usersIn(dataDir)).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, ".demo-password"))).toBe(false);
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe("a demo start (--demo)", () => {
  it(
    "refuses a HOST other than this computer",
    async () => {
      const dataDir = tempDir("backroom-demo-host-");
      const run = await start(["--demo"], { DATA_DIR: dataDir, HOST: "0.0.0.0" }, /listening on/);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("A demo start (npm start) listens on this computer only");
      expect(run.stderr).toContain("HOST=0.0.0.0 is refused");
      expect(fs.existsSync(path.join(dataDir, "backroom.lock"))).toBe(false);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "refuses a guessable DEMO_PASSWORD such as the old published one",
    async () => {
      const run = await start(["--demo"], { DATA_DIR: tempDir("backroom-demo-weak-"), DEMO_PASSWORD: "backroom-demo" }, /listening on/);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("DEMO_PASSWORD is too easy to guess");
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "seeds the demo with a random password made once per data directory (mode 600) and prints it",
    async () => {
      const dataDir = tempDir("backroom-demo-");
      const run = await start(["--demo"], { DATA_DIR: dataDir }, /Demo sign-ins[\s\S]*\.demo-password\)/);
      const file = path.join(dataDir, ".demo-password");
      const password = fs.readFileSync(file, "utf8").trim();
      expect(password).toMatch(/^[\w-]{16}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(run.stdout).toContain(`Password for all: ${password}`);
      expect(run.stdout).toContain(DEMO_OPERATOR_EMAIL);

      const database = await openDatabase({ dataDir });
      try {
        const operator = await findUserByEmail(database.db, DEMO_OPERATOR_EMAIL);
        expect(await verifyPassword(password, operator!.passwordHash)).toBe(true);
        expect(await verifyPassword("backroom-demo", operator!.passwordHash)).toBe(false);
      } finally {
        await database.close();
      }
      // The same directory gives the same password; DEMO_PASSWORD overrides it; no --demo, no password at all.
      expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir }, ["--demo"]).demoPassword).toBe(password);
      expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, DEMO_PASSWORD: "set-by-env-pass-1" }, ["--demo"])).toMatchObject({
        demo: true,
        demoPassword: "set-by-env-pass-1",
      });
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", SEED_DEMO: "1" }, [])).toMatchObject({ demo: false, demoPassword: null });
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe("several processes (WEB_CONCURRENCY, ADR 028)", () => {
  it("reads WEB_CONCURRENCY as a whole number of processes, 1 by default", () => {
    const dataDir = tempDir("backroom-several-config-");
    expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir }, []).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, WEB_CONCURRENCY: "3" }, []).webConcurrency).toBe(3);
    expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, WEB_CONCURRENCY: "two" }, []).webConcurrency).toBe(1);
  });

  it(
    "refuses WEB_CONCURRENCY=2 on the embedded database (PGlite: one process per directory), before opening it",
    async () => {
      const dataDir = tempDir("backroom-several-pglite-");
      const run = await start([], { DATA_DIR: dataDir, WEB_CONCURRENCY: "2" }, /listening on/);
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain("listening on");
      expect(run.stderr).toContain(`WEB_CONCURRENCY=2 needs PostgreSQL: the embedded database (PGlite, in ${dataDir}) can be opened by one process only`);
      expect(run.stderr).toContain("Set DATABASE_URL=postgres://… to run several processes, or unset WEB_CONCURRENCY to run one.");
      expect(fs.existsSync(path.join(dataDir, "backroom.lock"))).toBe(false);
    },
    SPAWN_TIMEOUT_MS,
  );
});
