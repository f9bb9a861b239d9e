// The e2e server's DNS resolver (ADR 067): one tiny DNS server for the run on E2E_DNS_PORT (playwright.config.ts points
// the server's DNS_RESOLVER at it). Its zone is the JSON files the specs write into E2E_DNS_DIR, one per domain, read at
// every question, so the specs of both projects (separate worker processes) can each set their own names' records.
import fs from "node:fs";
import path from "node:path";
import { startDnsServer, type ZoneData } from "../tests/helpers/dns-server";

export default async function globalSetup() {
  const dir = process.env.E2E_DNS_DIR!;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const zone = (): ZoneData => Object.assign({}, ...fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as ZoneData));
  const server = await startDnsServer({ port: Number(process.env.E2E_DNS_PORT), zone });
  return async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
