// npm run create-operator, run as a process the way a deployer runs it (ADR 017), on the suite's database.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../api/db/client";
import { authTokens } from "../api/db/schema";
import { verifyPassword } from "../api/http/password";
import { PASSWORD_TOO_WEAK } from "../api/http/password-strength";
import { findUserByEmail, issueTokenPair } from "../api/modules/accounts/store";
import { cleanEnv, commandDatabase, removeTempDirs, runNode, tempDir } from "./helpers/processes";

let dataDir: string;
let target: Awaited<ReturnType<typeof commandDatabase>>;
const holders: ChildProcess[] = [];
/** Each test starts Node processes (tsx, PGlite): a minute or more on a busy 2-core machine, not vitest's 30 s. */
const SPAWN_TIMEOUT_MS = 120_000;
beforeAll(async () => {
  dataDir = tempDir("backroom-operator-");
  target = await commandDatabase(dataDir);
});
afterAll(async () => {
  holders.forEach((c) => c.kill());
  await target.drop();
  removeTempDirs();
});

const createOperator = (email: string, input: string, env: Record<string, string> = {}) =>
  runNode(["scripts/create-operator.ts", "--email", email], {
    env: cleanEnv({ ...target.env, OPERATOR_EMAIL_DOMAIN: "ops.example.com", OPERATOR_EMAILS: "root@example.com", ...env }),
    input,
  });

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL ?? null, dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe("npm run create-operator", () => {
  it(
    "refuses an address that is not an operator's, and a guessable password; nothing is written",
    async () => {
      const outsider = await createOperator("owner@shop.test", "sturdy-operator-pass-1\n");
      expect(outsider.code).toBe(1);
      expect(outsider.stderr).toContain("owner@shop.test is not an operator address");
      expect(outsider.stderr).toContain("OPERATOR_EMAIL_DOMAIN (now ops.example.com)");

      const weak = await createOperator("ana@ops.example.com", "password123\n");
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain(PASSWORD_TOO_WEAK);
      expect(await withDatabase((db) => findUserByEmail(db, "ana@ops.example.com"))).toBeNull();
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "creates a verified operator with the piped password; run again, it changes the password and signs every session out",
    async () => {
      const created = await createOperator("Ana@Ops.Example.com", "sturdy-operator-pass-1\n");
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      expect(created.stdout).toContain("Operator ana@ops.example.com created");

      const userId = await withDatabase(async (db) => {
        const user = await findUserByEmail(db, "ana@ops.example.com");
        expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
        expect(await verifyPassword("sturdy-operator-pass-1", user!.passwordHash)).toBe(true);
        await issueTokenPair(db, user!.id, new Date());
        return user!.id;
      });

      const reset = await createOperator("ana@ops.example.com", "another-operator-pass-2\n");
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain("already existed: password changed, every session signed out");
      await withDatabase(async (db) => {
        const user = await findUserByEmail(db, "ana@ops.example.com");
        expect(await verifyPassword("another-operator-pass-2", user!.passwordHash)).toBe(true);
        expect(
          await db
            .select()
            .from(authTokens)
            .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt))),
        ).toHaveLength(0);
      });
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "refuses politely while a server holds the PGlite directory",
    async () => {
      const dir = tempDir("backroom-operator-locked-");
      const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
      holders.push(holder);
      fs.writeFileSync(path.join(dir, "backroom.lock"), String(holder.pid));
      const run = await runNode(["scripts/create-operator.ts", "--email", "root@example.com"], {
        env: cleanEnv({ DATA_DIR: dir, OPERATOR_EMAILS: "root@example.com" }),
        input: "sturdy-operator-pass-1\n",
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`is in use by another Backroom process (pid ${holder.pid})`);
      expect(run.stderr).toContain("stop the server, run create-operator, then start the server again");
    },
    SPAWN_TIMEOUT_MS,
  );
});
