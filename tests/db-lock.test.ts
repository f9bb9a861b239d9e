import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, openDatabase } from "../api/db/client";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("one process per PGlite directory", () => {
  it("refuses a directory held by another live process, with a clear message", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    children.push(holder);
    fs.writeFileSync(path.join(dir, "backroom.lock"), String(holder.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another Backroom process/);
  });

  it("takes over a stale lock left by a dead process, and releases it on close", async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    fs.writeFileSync(path.join(dir, "backroom.lock"), String(dead));
    const db = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, "backroom.lock"), "utf8")).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(path.join(dir, "backroom.lock"))).toBe(false);
  }, 90_000); // opens PGlite twice: 7 s on a quiet machine, over 30 s at load 15

  it("server.ts exits with the message instead of opening a held directory", () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    children.push(holder);
    fs.writeFileSync(path.join(dir, "backroom.lock"), String(holder.pid));
    const run = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { ...process.env, DATA_DIR: dir, PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("is in use by another Backroom process");
  });
});
