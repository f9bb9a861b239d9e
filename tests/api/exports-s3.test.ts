// CSV exports on S3 storage (a fake S3 on loopback that checks the presigned signature), start-up recovery of CSV
// tasks, and the 7-day clean-up of export files.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv";
import { EXPORT_FAILED_MESSAGE, type ExportTaskDto } from "../../domain/export";
import { EXPORT_EXPIRED_MESSAGE, recoverCsvTasks, sweepCsvFiles } from "../../api/modules/exports/housekeeping";
import { singleProcessInstance } from "../../api/db/instance";
import { createExportTask, updateExportTask } from "../../api/modules/exports/store";
import { createImportTask, findImportTask, updateImportTask } from "../../api/modules/imports/store";
import { createLocalStorage, createS3Storage } from "../../api/storage";
import { startHarness, type Harness } from "../helpers/harness";

const objects = new Map<string, { body: Buffer; type: string }>();
let failPuts = false;
let s3: http.Server;
let endpoint = "";
beforeAll(async () => {
  s3 = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.test");
    if (!url.searchParams.get("X-Amz-Signature") || url.searchParams.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") {
      res.writeHead(403).end("unsigned");
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const key = url.pathname;
      if (req.method === "PUT") {
        if (failPuts) return void res.writeHead(500).end("InternalError");
        if (Number(req.headers["content-length"]) !== Buffer.concat(chunks).length) return void res.writeHead(400).end("length");
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]) });
        return void res.writeHead(200).end();
      }
      const obj = objects.get(key);
      if (req.method === "DELETE") {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      if (!obj) return void res.writeHead(404).end("NoSuchKey");
      res.writeHead(200, { "content-type": obj.type, "content-length": String(obj.body.length) }).end(req.method === "HEAD" ? undefined : obj.body);
    });
  });
  await new Promise<void>((r) => s3.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => s3.close(r));
});

async function waitTask(h: Harness, headers: Record<string, string>, id: string): Promise<ExportTaskDto> {
  for (let i = 0; i < 200; i++) {
    const task = ((await h.call("GET", "/products/export/csv/tasks", { headers })).body.tasks as ExportTaskDto[]).find((t) => t._id === id);
    if (task && task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("export did not finish");
}

describe("CSV export on S3 storage", () => {
  it("writes the file to the bucket with a presigned PUT and serves the download from it", async () => {
    const h = await startHarness({
      storage: createS3Storage({ endpoint, bucket: "b", accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", region: "eu-west-1" }),
    });
    try {
      const owner = await h.owner();
      await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Nón lá", handle: "non-la", published: true } } });
      const started = await h.call("GET", "/products/export/csv", { headers: owner.headers });
      const task = await waitTask(h, owner.headers, started.body.task._id);
      expect(task).toMatchObject({ status: 2, rowCount: 1, error: null });
      const stored = objects.get(`/b/exports/${owner.storeId}/${task._id}.csv`);
      expect(stored?.type).toBe("text/csv; charset=utf-8");
      const res = await fetch(h.url + task.downloadUrl, { headers: owner.headers });
      expect(res.status).toBe(200);
      const rows = parseCsv(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer())));
      expect(rows[1].slice(0, 2)).toEqual(["non-la", "Nón lá"]);

      failPuts = true;
      const failing = await h.call("GET", "/products/export/csv", { headers: owner.headers });
      const failed = await waitTask(h, owner.headers, failing.body.task._id);
      expect(failed.status).toBe(4);
      // The provider's answer is for the log; the merchant reads a plain sentence (never a query or a provider's body).
      expect(failed.error).toBe(EXPORT_FAILED_MESSAGE);
      expect(failed.downloadUrl).toBeNull();
    } finally {
      failPuts = false;
      await h.close();
    }
  }, 90_000); // a harness and a fake S3 server: over 30 s at load 15
});

describe("CSV task housekeeping", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  // The server after a restart: a process of its own, to which the harness API's work belongs to one that has gone.
  const restarted = singleProcessInstance();
  const deps = (laterMs = 0) => ({
    db: h.database.db,
    instance: restarted,
    storage: createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" }),
    clock: { now: () => new Date(h.clock.now().getTime() + laterMs) },
    log: () => {},
    tmpDir: h.tmpDir,
    config: { publicUrl: "http://admin.test" },
  });

  it("fails imports and re-runs exports that a restart caught", async () => {
    const owner = await h.owner();
    const imp = await createImportTask(h.database.db, owner.storeId, { fileName: "a.csv", mode: "all-or-nothing" }, new Date());
    await updateImportTask(h.database.db, owner.storeId, imp.id, { status: "writing" }, new Date());
    const exp = await createExportTask(h.database.db, owner.storeId, {}, new Date());
    await updateExportTask(h.database.db, owner.storeId, exp.id, { status: 1 }, new Date());

    const result = await recoverCsvTasks(deps());
    expect(result.importsFailed).toBeGreaterThanOrEqual(1);
    expect(result.exportsRequeued).toBeGreaterThanOrEqual(1);
    // all-or-nothing: its journal (empty here) is undone first (ADR 011; more in products-import-journal.test.ts).
    expect(await findImportTask(h.database.db, owner.storeId, imp.id)).toMatchObject({
      status: "failed",
      error: "Stopped by a server restart; the products it had written were restored. Upload the file again.",
    });
    expect(await waitTask(h, owner.headers, exp.id)).toMatchObject({ status: 2, error: null });
  });

  it("removes export files older than 7 days; the task stays, without its download", async () => {
    const owner = await h.owner();
    const started = await h.call("GET", "/products/export/csv", { headers: owner.headers });
    const task = await waitTask(h, owner.headers, started.body.task._id);
    expect(await sweepCsvFiles(deps())).toBe(0);
    expect((await fetch(h.url + task.downloadUrl, { headers: owner.headers })).status).toBe(200);

    expect(await sweepCsvFiles(deps(7 * 24 * 3600 * 1000 + 60_000))).toBeGreaterThanOrEqual(1);
    const after = ((await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers })).body.tasks as ExportTaskDto[]).find(
      (t) => t._id === task._id,
    );
    expect(after).toMatchObject({ status: 2, downloadUrl: null, error: EXPORT_EXPIRED_MESSAGE });
    expect((await fetch(h.url + task.downloadUrl, { headers: owner.headers })).status).toBe(404);
  });
});
