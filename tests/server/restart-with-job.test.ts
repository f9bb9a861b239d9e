// A restart after a crash (kill -9) in the middle of a bulk update: server.ts must listen first and resume the job
// after, answering /health while the job runs. Before, it listened only once the resumed job had finished (its CSV
// recovery waited behind the job's batches, which never handed the event loop back).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/client";
import { hashPassword } from "../../api/http/password";
import { createStoreWithOwner, createUser, issueTokenPair } from "../../api/modules/accounts/store";
import { createBulkUpdate, runJobBatch, setJob } from "../../api/modules/bulk-updates/store";
import { generateProducts } from "../../api/modules/products/seed";

const PRODUCTS = 5000;
const dirs: string[] = [];
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill("SIGKILL");
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => probe.once("listening", r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** A data directory as a crash leaves it: a bulk update over every product, two batches done, still `running`. */
async function crashedDataDir() {
  const dataDir = tempDir("backroom-restart-data-");
  const database = await openDatabase({ dataDir });
  const { db } = database;
  // backroom.dev is the default operator domain: bulk updates are operators' (ADR 010).
  const user = await createUser(db, { email: "ops-restart@backroom.dev", passwordHash: await hashPassword("restart-password"), verified: true });
  const store = await createStoreWithOwner(db, { name: "Restart", domain: "restart.shop.test", ownerId: user.id });
  await generateProducts(db, store.id, PRODUCTS);
  const job = await createBulkUpdate(
    db,
    store.id,
    user.id,
    { name: "Resumed", filters: {}, actions: [{ type: "setVendor", value: "Resumed Vendor" }] },
    new Date(),
  );
  await runJobBatch(db, job, 200, new Date());
  await runJobBatch(db, job, 200, new Date());
  await setJob(db, job.id, { status: "running", startedAt: new Date() }, new Date());
  const { token } = await issueTokenPair(db, user.id, new Date());
  await database.close();
  return { dataDir, jobId: job.id, headers: { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id } };
}

describe("a restart with an interrupted bulk update", () => {
  it("answers /health before the resumed job finishes, and the job then completes", async () => {
    const { dataDir, jobId, headers } = await crashedDataDir();
    // server.ts imports build/index.js from its working directory; these requests never reach the Remix app, so an
    // empty stand-in is enough (and the test does not depend on a build having been made).
    const cwd = tempDir("backroom-restart-cwd-");
    fs.mkdirSync(path.join(cwd, "build"));
    fs.writeFileSync(path.join(cwd, "build", "index.js"), "module.exports = {};\n");
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    child = spawn(process.execPath, ["--import", tsx, path.resolve("server.ts")], {
      cwd,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_DEMO: "0",
        PUBLIC_URL: origin,
        SESSION_SECRET: "restart-test-secret",
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c));
    child.stderr!.on("data", (c: Buffer) => (output += c));

    const job = async () => {
      const res = await fetch(`${origin}/api/bulkupdates/${jobId}`, { headers });
      expect(res.status, output).toBe(200);
      return (await res.json()).bulkUpdate as { status: string; processed: number; total: number };
    };
    const health = async () => {
      try {
        return (await fetch(`${origin}/health`)).ok;
      } catch {
        return false;
      }
    };

    const until = Date.now() + 90_000;
    while (!(await health())) {
      expect(child.exitCode, output).toBeNull();
      expect(Date.now() < until, `no /health within 90 s:\n${output}`).toBe(true);
      await new Promise((r) => setTimeout(r, 25));
    }
    const first = await job();
    expect(first.status, "the job had already finished when the server first answered").not.toBe("done");
    expect(first.processed).toBeLessThan(PRODUCTS);

    // It keeps answering while the job runs, and the job resumes where it stopped and completes.
    let answeredDuringJob = 0;
    let last = first;
    while (last.status !== "done") {
      expect(last.status, output).not.toBe("failed");
      expect(Date.now() < until, `the job did not finish within 90 s:\n${output}`).toBe(true);
      if (await health()) answeredDuringJob++;
      last = await job();
    }
    expect(answeredDuringJob).toBeGreaterThanOrEqual(3);
    expect(last).toMatchObject({ processed: PRODUCTS, total: PRODUCTS });
    const count = await fetch(`${origin}/api/products/count?vendor=${encodeURIComponent("Resumed Vendor")}`, { headers });
    expect((await count.json()).count).toBe(PRODUCTS);
  }, 150_000);
});
