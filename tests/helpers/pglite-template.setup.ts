// vitest globalSetup: migrate one in-memory PGlite for the whole run and leave its dump in a file, so each test file's
// harness restores it (about 0.6 s) rather than migrating its own (2-5 s, on every one of a hundred files).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dumpPgliteTemplate } from "../../api/db/client";

export const PGLITE_TEMPLATE_ENV = "BACKROOM_TEST_PGLITE_TEMPLATE";

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const file = path.join(os.tmpdir(), `backroom-pglite-template-${process.pid}.tar`);
  const dump = await dumpPgliteTemplate();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // The test workers are forked after this and inherit it.
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => fs.rmSync(file, { force: true });
}
