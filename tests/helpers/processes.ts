// Runs the project's own entry points (server.ts, scripts/*.ts) as a person would, in a child process.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase } from "./scratch-database";

/** The environment of a fresh shell: none of this test run's Backroom settings leak into the child. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (
      /^(DEMO_PASSWORD|DEMO_ORDERS|SEED_DEMO|DATABASE_URL|DATA_DIR|HOST|PORT|SMTP_URL|OPERATOR_EMAIL_DOMAIN|OPERATOR_EMAILS|SESSION_SECRET|TRUST_PROXY|WEB_CONCURRENCY)$/.test(
        key,
      )
    )
      delete env[key];
  }
  // A demo start here tests the start, not the 90 days of history (ADR 042): none unless a test asks.
  return { DEMO_ORDERS: "0", ...env, ...extra };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts `node --import tsx <args>`, writes `input` to its stdin, and resolves when it exits, or (with `until`) as soon as
 * its output matches, after stopping it with SIGTERM and waiting for it to exit.
 */
export function runNode(args: string[], opts: { env: NodeJS.ProcessEnv; input?: string; until?: RegExp; timeoutMs?: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", ...args], { env: opts.env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let stopping = false;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`timed out; stdout: ${stdout}\nstderr: ${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    const check = () => {
      if (!stopping && opts.until && opts.until.test(stdout + stderr)) {
        stopping = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout?.on("data", (d) => ((stdout += d), check()));
    child.stderr?.on("data", (d) => ((stderr += d), check()));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin?.end(opts.input ?? "");
  });
}

const dirs: string[] = [];
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
export function removeTempDirs() {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/**
 * Where a spawned command keeps its data, on the suite's database: a PGlite directory, or with TEST_DATABASE_URL a fresh
 * PostgreSQL database (DATABASE_URL), dropped by `drop()`.
 */
export async function commandDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl, "backroom_cmd");
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, drop: scratch.drop };
}
