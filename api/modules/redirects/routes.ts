import type { Request } from "express";
import { Router } from "express";
import { redirectEndpoints as re } from "../../../domain/contracts/redirects";
import {
  REDIRECT_CHAIN_PATH_MESSAGE,
  REDIRECT_CHAIN_TARGET_MESSAGE,
  REDIRECT_CONFLICT_MESSAGE,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_TAKEN_MESSAGE,
  type RedirectDto,
} from "../../../domain/redirect";
import { redirectCsvHead, redirectCsvLines } from "../../../domain/redirect-csv";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { HttpError, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { importRedirectsCsv } from "./import";
import * as store from "./store";

export function toRedirectDto(row: store.RedirectRow): RedirectDto {
  return {
    _id: row.id,
    path: row.path,
    target: row.target,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const REFUSAL_MESSAGES: Record<store.Refusal["reason"], string> = {
  taken: REDIRECT_TAKEN_MESSAGE,
  "chain-path": REDIRECT_CHAIN_PATH_MESSAGE,
  "chain-target": REDIRECT_CHAIN_TARGET_MESSAGE,
};

/** A taken path, a loop or a chain: the same 400 with field errors as a bad field. */
function refused(refusals: store.Refusal[]): HttpError {
  const errors: Record<string, string[]> = {};
  for (const r of refusals) (errors[r.field] ??= []).push(REFUSAL_MESSAGES[r.reason]);
  return new HttpError(400, Object.values(errors).flat(), { errors });
}

/** The CSV body, whole (the checks need every row): over the limit 413, not UTF-8 text 415. */
async function readCsvBody(req: Request): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > REDIRECT_IMPORT_MAX_BYTES) throw new HttpError(413, `The file is larger than ${REDIRECT_IMPORT_MAX_BYTES / 1_048_576} MB`);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw new HttpError(400, "The file is empty");
  if (bytes.includes(0)) throw new HttpError(415, "The file is not a CSV");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, "The file is not a CSV");
  }
}

/** URL redirects (ADR 066), scope `navigations`. */
export function redirectsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/redirects", requireUser(deps), requireStore(deps, "navigations"));
  const stale = (current: store.RedirectRow) => conflict(REDIRECT_CONFLICT_MESSAGE, { current: toRedirectDto(current) });

  mount(r, re.list, async ({ query: { search, page, limit }, req }) => {
    const { rows, total } = await store.listRedirects(db, currentStore(req).id, search, page, limit);
    return { redirects: rows.map(toRedirectDto), total, page, limit };
  });

  mount(r, re.count, async ({ query, req }) => ({ count: await store.countRedirects(db, currentStore(req).id, query.search) }));

  mount(r, re.create, async ({ body, req }) => {
    const result = await store.createRedirect(db, currentStore(req).id, body, deps.clock.now());
    if (result.kind === "refused") throw refused(result.refusals);
    return { redirect: toRedirectDto(result.row) };
  });

  mount(r, re.bulkDelete, async ({ query: { ids }, req }) => ({ deleted: await store.deleteRedirects(db, currentStore(req).id, ids) }));

  mount(r, re.importCsv, async ({ req }) => {
    const outcome = await importRedirectsCsv(db, currentStore(req).id, await readCsvBody(req), deps.clock.now());
    if (!outcome.ok) throw new HttpError(400, outcome.message, { errors: { file: [outcome.message] } });
    return { report: outcome.report };
  });

  mount(r, re.exportCsv, async ({ req, res }) => {
    const storeId = currentStore(req).id;
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="redirects-${deps.clock.now().toISOString().slice(0, 10)}.csv"`);
    res.write(redirectCsvHead());
    // A batch at a time, waiting for the socket to drain: memory holds one batch whatever the number of redirects.
    for await (const batch of store.redirectBatches(db, storeId)) {
      if (!res.write(redirectCsvLines(batch))) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  });

  mount(r, re.get, async ({ params, req }) => {
    const row = await store.findRedirectById(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { redirect: toRedirectDto(row) };
  });

  mount(r, re.update, async ({ params: { id }, body, req }) => {
    const result = await store.updateRedirect(db, currentStore(req).id, id, body, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    if (result.kind === "refused") throw refused(result.refusals);
    return { redirect: toRedirectDto(result.row) };
  });

  mount(r, re.delete, async ({ params: { id }, query: { version }, req }) => {
    const result = await store.deleteRedirect(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    return { message: "Redirect deleted" };
  });

  return r;
}
