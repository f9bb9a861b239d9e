// Bulk discount codes: the generation job (progress, uniqueness, one at a time, resumed after a restart) and the
// streamed CSV export of a discount's codes.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { singleProcessInstance } from "../../api/db/instance";
import { discountCodeJobs, discountCodes } from "../../api/db/schema";
import { findApplicable, findCodeJob, queueCodeJob, runCodeBatch, setCodeJob } from "../../api/modules/discounts/store";
import { startCodeJobWorker } from "../../api/modules/discounts/worker";
import { discountEndpoints as de } from "../../domain/contracts/discounts";
import type { DiscountDto } from "../../domain/discount";
import { parseCsv } from "../../domain/csv";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function codeDiscount(owner: Owner, code: string): Promise<DiscountDto> {
  const res = await h.request(de.create, {
    headers: owner.headers,
    body: { discount: { method: "code", code, type: "percentage", value: 10, startsAt: new Date().toISOString() } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.discount;
}

/** The discount once its latest job has finished (the page's progress is this same `codeJob`). */
async function finished(owner: Owner, id: string): Promise<DiscountDto> {
  for (let i = 0; i < 200; i++) {
    const d = (await h.request(de.get, { headers: owner.headers, params: { id } })).body.discount;
    if (d.codeJob && (d.codeJob.status === "done" || d.codeJob.status === "failed")) return d;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("code job did not finish");
}

describe("generating codes", () => {
  it("makes N unique codes with the prefix, shows progress on the discount, and exports them as CSV", async () => {
    const owner = await h.owner();
    const d = await codeDiscount(owner, "TET");
    const res = await h.request(de.generateCodes, { headers: owner.headers, params: { id: d._id }, body: { generate: { count: 6200, prefix: "tet-" } } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.codeJob).toMatchObject({ status: "queued", requested: 6200, generated: 0, prefix: "TET-", length: 12 });

    const done = await finished(owner, d._id);
    expect(done.codeJob).toMatchObject({ status: "done", requested: 6200, generated: 6200, error: null });
    expect(done.codeJob!.finishedAt).not.toBeNull();
    expect(done.codesCount).toBe(6201);

    const page = await h.request(de.codes, { headers: owner.headers, params: { id: d._id }, query: { limit: 10 } });
    expect(page.body.total).toBe(6201);
    expect(page.body.codes).toHaveLength(10);

    const csv = await fetch(`${h.url}/discounts/${d._id}/codes/export`, { headers: owner.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="discount-codes-TET.csv"');
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(["code", "usage_count", "created_at"]);
    const codes = rows.slice(1).map((r) => r[0]!);
    expect(codes).toHaveLength(6201);
    expect(new Set(codes.map((c) => c.toUpperCase())).size).toBe(6201);
    const generated = codes.filter((c) => c !== "TET");
    expect(generated.every((c) => /^TET-[A-HJ-NP-Z2-9]{12}$/.test(c))).toBe(true);

    // A generated code works at checkout in any case.
    const found = await findApplicable(h.database.db, owner.storeId, generated[0]!.toLowerCase(), h.clock.now());
    expect(found.code?.discountId).toBe(d._id);
  });

  it("one job at a time per discount: a second request while one waits is refused with 409", async () => {
    const owner = await h.owner();
    const d = await codeDiscount(owner, "ONEATATIME");
    // Queued without waking the worker, so it is still waiting when the API is asked again.
    await queueCodeJob(h.database.db, owner.storeId, d._id, { count: 10, prefix: "", length: 12 }, h.clock.now());
    const again = await h.request(de.generateCodes, { headers: owner.headers, params: { id: d._id }, body: { count: 10 } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe("Codes are already being generated for this discount. Wait for that to finish.");
    // Another discount's job wakes the worker, which drains both.
    const other = await codeDiscount(owner, "WAKE");
    expect((await h.request(de.generateCodes, { headers: owner.headers, params: { id: other._id }, body: { count: 3 } })).status).toBe(202);
    expect((await finished(owner, d._id)).codesCount).toBe(11);
    expect((await finished(owner, other._id)).codesCount).toBe(4);
  });

  it("refuses bad counts, prefixes and lengths, and automatic discounts", async () => {
    const owner = await h.owner();
    const d = await codeDiscount(owner, "BAD");
    const bad = async (body: Record<string, unknown>) => {
      const res = await h.request(de.generateCodes, { headers: owner.headers, params: { id: d._id }, body });
      expect(res.status).toBe(400);
      return res.error.errors;
    };
    expect(await bad({ count: 0 })).toEqual({ count: ["Number of codes must be from 1 to 1,000,000"] });
    expect(await bad({ count: 1_000_001 })).toEqual({ count: ["Number of codes must be from 1 to 1,000,000"] });
    expect(await bad({ count: "many" })).toEqual({ count: ["Number of codes must be from 1 to 1,000,000"] });
    expect(await bad({ count: 5, prefix: "a b" })).toEqual({ prefix: ["Prefix may use only letters, digits, - and _ (at most 20)"] });
    expect(await bad({ count: 5, length: 7 })).toEqual({ length: ["Length must be from 8 to 32"] });
    const auto = await h.request(de.create, {
      headers: owner.headers,
      body: { discount: { method: "automatic", title: "Auto", type: "free_shipping", startsAt: new Date().toISOString() } },
    });
    const refused = await h.request(de.generateCodes, { headers: owner.headers, params: { id: auto.body.discount._id }, body: { count: 5 } });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe("Only a code discount has codes");
    const [{ n }] = await h.database.db.select({ n: count() }).from(discountCodeJobs).where(eq(discountCodeJobs.storeId, owner.storeId));
    expect(n).toBe(0);
  });

  it("a job its process left running resumes after a restart where its last batch ended, and makes exactly N", async () => {
    const owner = await h.owner();
    const db = h.database.db;
    const d = await codeDiscount(owner, "RESUME");
    const { job } = await queueCodeJob(db, owner.storeId, d._id, { count: 1050, prefix: "R", length: 10 }, h.clock.now());
    // The process that ran it wrote two batches, then died (its instance is no more).
    const gone = singleProcessInstance();
    await setCodeJob(db, job.id, { status: "running", owner: gone.id, startedAt: h.clock.now() }, h.clock.now());
    await runCodeBatch(db, job.id, 200, h.clock.now(), gone.id);
    await runCodeBatch(db, job.id, 200, h.clock.now(), gone.id);
    expect((await findCodeJob(db, job.id))!.generated).toBe(400);

    // A new process starts: its worker puts the orphaned job back in the queue and finishes it, 100 a batch.
    const logs: Record<string, unknown>[] = [];
    const worker = startCodeJobWorker(
      { db, clock: h.clock, log: (e) => logs.push(e), instance: singleProcessInstance(), resumeJobsAfter: Promise.resolve() },
      100,
    );
    await worker.idle();
    const after = (await findCodeJob(db, job.id))!;
    expect(after).toMatchObject({ status: "done", generated: 1050, requested: 1050 });
    const [{ n }] = await db.select({ n: count() }).from(discountCodes).where(eq(discountCodes.discountId, d._id));
    expect(n).toBe(1051);
    expect(logs).toContainEqual(expect.objectContaining({ msg: "discount code jobs resumed after their process stopped", count: 1 }));
    // The dead process's claim no longer lets it write.
    await expect(runCodeBatch(db, job.id, 10, h.clock.now(), gone.id)).rejects.toThrow(/another process/);
  });
});
