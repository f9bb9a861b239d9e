// The redirects CSV import (ADR 066): every row checked set-based, over the whole file and what the store holds (a
// query per 5000 keys, never one per row); the valid rows written a batch per transaction; bad rows reported.
import { parseRedirectCsv, type RedirectCsvRow } from "../../../domain/redirect-csv";
import {
  checkPath,
  checkTarget,
  REDIRECT_CHAIN_PATH_MESSAGE,
  REDIRECT_CHAIN_TARGET_MESSAGE,
  REDIRECT_DUPLICATE_ROW_MESSAGE,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_TAKEN_MESSAGE,
  type RedirectImportError,
  type RedirectImportReport,
} from "../../../domain/redirect";
import type { Db } from "../../db/client";
import { insertRedirectBatch, storedKeys, type ImportRow } from "./store";

/** The report keeps the first errors; `errorCount` is the whole. */
export const IMPORT_ERRORS_KEPT = 1000;
const WRITE_BATCH = 5000;

type Checked = ImportRow & { line: number };
interface Stored {
  paths: Set<string>;
  targets: Set<string>;
}

/** Each row on its own: a bad path or target, a loop onto itself. */
export function checkRows(rows: RedirectCsvRow[]): { ok: Checked[]; errors: RedirectImportError[] } {
  const ok: Checked[] = [];
  const errors: RedirectImportError[] = [];
  for (const row of rows) {
    const path = checkPath(row.path);
    const target = checkTarget(row.target);
    if (!path.ok) errors.push({ line: row.line, field: "path", message: path.message });
    if (!target.ok) errors.push({ line: row.line, field: "target", message: target.message });
    if (!path.ok || !target.ok) continue;
    if (target.target.key === path.key) {
      errors.push({ line: row.line, field: "target", message: REDIRECT_SAME_MESSAGE });
      continue;
    }
    ok.push({ line: row.line, path: path.path, pathKey: path.key, target: target.target.value, targetKey: target.target.key });
  }
  return { ok, errors };
}

/**
 * The rows against each other and the store: a path the file repeats (the first row wins), a path the store has, a
 * path some stored redirect points to, a target that is a redirected path of the file or the store. What passes can
 * be written without any chain: no written target is a path of the file or the store.
 */
export function checkAgainst(rows: Checked[], stored: Stored): { ok: Checked[]; errors: RedirectImportError[] } {
  const errors: RedirectImportError[] = [];
  const seen = new Set<string>();
  const unique: Checked[] = [];
  for (const row of rows) {
    if (seen.has(row.pathKey)) errors.push({ line: row.line, field: "path", message: REDIRECT_DUPLICATE_ROW_MESSAGE });
    else {
      seen.add(row.pathKey);
      unique.push(row);
    }
  }
  const ok: Checked[] = [];
  for (const row of unique) {
    if (stored.paths.has(row.pathKey)) errors.push({ line: row.line, field: "path", message: REDIRECT_TAKEN_MESSAGE });
    else if (stored.targets.has(row.pathKey)) errors.push({ line: row.line, field: "path", message: REDIRECT_CHAIN_PATH_MESSAGE });
    else if (row.targetKey && (seen.has(row.targetKey) || stored.paths.has(row.targetKey)))
      errors.push({ line: row.line, field: "target", message: REDIRECT_CHAIN_TARGET_MESSAGE });
    else ok.push(row);
  }
  return { ok, errors };
}

const keysOf = (rows: Checked[]) => [...new Set(rows.flatMap((r) => (r.targetKey ? [r.pathKey, r.targetKey] : [r.pathKey])))];

export type ImportOutcome = { ok: true; report: RedirectImportReport } | { ok: false; message: string };

export async function importRedirectsCsv(db: Db, storeId: string, text: string, now: Date): Promise<ImportOutcome> {
  const parsed = parseRedirectCsv(text);
  if (!parsed.ok) return parsed;
  const own = checkRows(parsed.rows);
  const against = checkAgainst(own.ok, await storedKeys(db, storeId, keysOf(own.ok)));
  const errors = [...own.errors, ...against.errors];
  let created = 0;
  for (let i = 0; i < against.ok.length; i += WRITE_BATCH) {
    const batch = against.ok.slice(i, i + WRITE_BATCH);
    created += await insertRedirectBatch(db, storeId, batch, now, async (tx) => {
      // Again under the lock: what another writer stored since the first check.
      const again = checkAgainst(batch, await storedKeys(tx, storeId, keysOf(batch)));
      errors.push(...again.errors);
      return again.ok.map(({ line: _line, ...row }) => row);
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { ok: true, report: { rows: parsed.rows.length, created, errorCount: errors.length, errors: errors.slice(0, IMPORT_ERRORS_KEPT) } };
}
