// The real admin server for page benchmarks: started on a dataset (server.ts, built Remix app), signed in through
// the real sign-in form with a cookie jar, pages timed to the last byte and by the server's own request log.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BENCH_EMAIL, BENCH_PASSWORD, fmt, print, repoRoot, summarise } from "./lib";

export interface PageServer {
  origin: string;
  dir: string;
  logPath: string;
  port: number;
  mode: "production" | "development";
}

export function pageServer(dir: string, port: number, mode: "production" | "development"): PageServer {
  return { origin: `http://127.0.0.1:${port}`, dir, port, mode, logPath: path.join(path.dirname(dir), `server-${path.basename(dir)}.log`) };
}

export class BenchError extends Error {}

export function fail(message: string): never {
  throw new BenchError(message);
}

export function startServer(s: PageServer): ChildProcess {
  const log = fs.openSync(s.logPath, "w");
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: s.dir,
      SEED_DEMO: "0",
      PORT: String(s.port),
      HOST: "127.0.0.1",
      NODE_ENV: s.mode,
      SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-session-secret-not-for-production-use",
      PUBLIC_URL: s.origin,
    },
    stdio: ["ignore", log, log],
  });
}

export async function waitForHealth(s: PageServer, child: ChildProcess, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) fail(`The server exited with code ${child.exitCode} before answering. Its log:\n${tail(s.logPath)}`);
    try {
      const res = await fetch(`${s.origin}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`The server did not answer ${s.origin}/health within ${timeoutMs / 1000} s. Its log:\n${tail(s.logPath)}`);
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Signs in through the admin's own form, as a browser without JavaScript would; returns the Cookie header. */
export async function signIn(s: PageServer): Promise<string> {
  const res = await fetch(`${s.origin}/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.origin },
    body: new URLSearchParams({ email: BENCH_EMAIL, password: BENCH_PASSWORD }).toString(),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => !c.endsWith("="));
  const location = res.headers.get("location") ?? "";
  if (res.status < 300 || res.status >= 400 || cookies.length === 0 || location.includes("/auth/sign-in")) {
    const body = (await res.text()).replace(/\s+/g, " ").slice(0, 300);
    fail(`Sign-in failed: POST /auth/sign-in as ${BENCH_EMAIL} answered ${res.status}${location ? ` → ${location}` : ""}` +
      ` with ${cookies.length} cookie(s). Expected a redirect that sets the session cookie. Body: ${body}`);
  }
  return cookies.join("; ");
}

/** A browser's cookie jar, reduced to what the bench needs: the latest value of each cookie. */
export class CookieJar {
  private values = new Map<string, string>();
  constructor(header: string) {
    for (const pair of header.split("; ")) this.set(pair);
  }
  private set(pair: string) {
    const at = pair.indexOf("=");
    if (at > 0) this.values.set(pair.slice(0, at), pair.slice(at + 1));
  }
  update(res: Response) {
    for (const c of res.headers.getSetCookie()) this.set(c.split(";")[0]);
  }
  toString() {
    return [...this.values].filter(([, v]) => v !== "").map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** GET a page as the signed-in user; anything but 200 (a redirect to sign-in, a 404 while the screen is missing) stops the bench. */
export async function getPage(s: PageServer, pathname: string, jar: CookieJar): Promise<{ ms: number; html: string }> {
  const start = performance.now();
  const res = await fetch(s.origin + pathname, { headers: { cookie: jar.toString() }, redirect: "manual" });
  const html = await res.text();
  const ms = performance.now() - start;
  jar.update(res);
  if (res.status !== 200) {
    const where = res.headers.get("location");
    fail(`GET ${pathname} answered ${res.status}${where ? ` → ${where}` : ""}; expected the admin page. ` +
      (where?.includes("/auth/sign-in") ? "The session was not accepted (sign-in failed)." : "Does the screen exist yet?"));
  }
  return { ms, html };
}

/** The server's own time for each request (its JSON request log), appended since `from` bytes. */
export function serverTimes(s: PageServer, from: number, pathname: string): number[] {
  const path = pathname.split("?")[0];
  return fs
    .readFileSync(s.logPath, "utf8")
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { path?: string; ms?: number })
    .filter((e) => e.path === path && typeof e.ms === "number")
    .map((e) => e.ms as number);
}

export async function timePage(s: PageServer, label: string, pathname: string, jar: CookieJar, n: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await getPage(s, pathname, jar);
  const logFrom = fs.statSync(s.logPath).size;
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push((await getPage(s, pathname, jar)).ms);
  const client = summarise(samples);
  const server = summarise(serverTimes(s, logFrom, pathname));
  print(`${label.padEnd(40)}${fmt(server.p50)}${fmt(server.p95)}${fmt(server.p99)}${fmt(client.p50)}${fmt(client.p95)}`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  // The server closes its database on SIGTERM; give it time so the lock is released cleanly.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

