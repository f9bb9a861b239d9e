// Shared bits of the benchmarks: where the data lives, which database they use, who signs in, how steps are ordered
// and how times are summarised.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "../api/db/client";
import { seededRandom } from "../domain/seeded-random";

export const BENCH_EMAIL = "bench-owner@bench.test";
export const BENCH_PASSWORD = "bench-password";
export const DEFAULT_DATASET = "products-100k";
export const DEFAULT_COUNT = 100_000;

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, "..");

/** bench/out/<name>: one PGlite data directory per dataset (git-ignored). */
export function datasetDir(name = process.env.BENCH_DATASET ?? DEFAULT_DATASET): string {
  return path.join(here, "out", name);
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const i = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[i];
}

export function summarise(samplesMs: number[]) {
  const s = [...samplesMs].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] };
}

export const fmt = (ms: number) => ms.toFixed(1).padStart(8);

export function print(line = "") {
  process.stdout.write(line + "\n");
}

/** `--name value` or `--name=value` from argv, else the fallback. */
export function arg(name: string, fallback: string): string {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1] ?? fallback;
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return fallback;
}

/** The bench product with 2,000 variants (bench/generate-variants.ts), opened by bench/product-editor.bench.ts. */
export const BIG_PRODUCT_HANDLE = "bench-2000-variants";

/**
 * `BENCH_DATABASE_URL=postgres://…` runs a generator, an in-process bench or a page bench's server on PostgreSQL instead
 * of the PGlite dataset under bench/out (PGlite keeps the whole database inside the process, which dominates its RSS).
 * This is the only database setting the benches read: DATABASE_URL (the server's own) and TEST_DATABASE_URL are ignored.
 */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || null;
export const datasetLabel = (dir: string) => BENCH_DATABASE_URL?.replace(/\/\/[^@]*@/, "//") ?? dir;

/** A bench's expected failure (no build, no dataset, a refused sign-in): printed as a message, with exit code 1. */
export class BenchError extends Error {}

export function fail(message: string): never {
  throw new BenchError(message);
}

/**
 * The bench's database: PostgreSQL at BENCH_DATABASE_URL when set, else the PGlite dataset at `dir`. A bench that reads
 * a dataset (`create: false`) stops with a message when it does not exist; a generator creates it.
 */
export async function openBenchDatabase(dir: string, opts: { create?: boolean } = {}): Promise<Database> {
  if (!BENCH_DATABASE_URL && !opts.create && !fs.existsSync(dir)) fail(`No dataset at ${dir}. Run \`npm run bench:generate\` first.`);
  return openDatabase({ databaseUrl: BENCH_DATABASE_URL, dataDir: dir });
}

/** "load average 1.52 1.40 1.38 on 2 CPUs": printed with every figure, since other work on the machine moves them. */
export const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.cpus().length} CPUs`;

/** A small seeded generator (mulberry32), so a run's shuffled order can be repeated with the same --seed. */
export { seededRandom };

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** "1,4,10" → [1, 4, 10]; positive whole numbers only. */
export function numberList(value: string): number[] {
  const list = value.split(",").map((v) => Number(v.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < 1)) fail(`Expected a list of whole numbers like 1,4,10; got "${value}".`);
  return list;
}
