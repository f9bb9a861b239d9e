// Shared bits of the benchmarks: where the data lives, who signs in, and how times are summarised.
import path from "node:path";
import { fileURLToPath } from "node:url";

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
 * `BENCH_DATABASE_URL=postgres://…` runs a generator or an in-process bench on PostgreSQL instead of the PGlite dataset
 * under bench/out (PGlite keeps the whole database inside the process, which dominates its RSS).
 */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || null;
export const datasetLabel = (dir: string) => BENCH_DATABASE_URL?.replace(/\/\/[^@]*@/, "//") ?? dir;
