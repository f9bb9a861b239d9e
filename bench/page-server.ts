// The real admin server for page benchmarks: started on a dataset (server.ts, built Remix app) with the bench's own
// settings only, signed in through the real sign-in form with a cookie jar, pages timed to the last byte and by the
// server's own request log, steps interleaved in shuffled rounds.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BENCH_DATABASE_URL, BENCH_EMAIL, BENCH_PASSWORD, datasetLabel, fail, fmt, print, repoRoot, seededRandom, shuffled, summarise } from "./lib";

export { BenchError, fail } from "./lib";

/** What a browser sends (Chrome without zstd, which compression() does not speak): the server answers HTML with br. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br";

export interface PageServer {
  origin: string;
  /** The PGlite dataset, or with BENCH_DATABASE_URL the name its log and files are kept under. */
  dir: string;
  logPath: string;
  port: number;
  mode: "production" | "development";
  /** Accept-Encoding of the bench's page requests. */
  acceptEncoding: string;
  /** Further server settings of this bench (e.g. HTML_CHUNK_BYTES), on top of the fixed ones in startServer. */
  env: Record<string, string>;
  /** The running server's process id (set by startServer). */
  pid?: number;
}

export function pageServer(
  dir: string,
  port: number,
  mode: "production" | "development",
  opts: { acceptEncoding?: string; env?: Record<string, string> } = {},
): PageServer {
  return {
    origin: `http://127.0.0.1:${port}`,
    dir,
    port,
    mode,
    logPath: path.join(path.dirname(dir), `server-${path.basename(dir)}.log`),
    acceptEncoding: opts.acceptEncoding ?? BROWSER_ACCEPT_ENCODING,
    env: opts.env ?? {},
  };
}

/** The only variables of the calling shell the server inherits: what node and the OS need. */
const INHERITED = ["PATH", "HOME", "TMPDIR", "TZ", "LANG", "LC_ALL"];

/**
 * Starts server.ts with the bench's settings and nothing else from the shell: a DATABASE_URL, API_BASE_URL, S3 or SMTP
 * setting exported for other work would otherwise change what is measured (a bench once ran on PostgreSQL by accident
 * and failed). The database is the PGlite dataset, or BENCH_DATABASE_URL when that is set.
 */
export function startServer(s: PageServer): ChildProcess {
  const log = fs.openSync(s.logPath, "w");
  const inherited = Object.fromEntries(INHERITED.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]]])));
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: repoRoot,
    env: {
      ...inherited,
      // With PostgreSQL the data directory only holds the server's files (media, secrets), next to the datasets.
      DATA_DIR: BENCH_DATABASE_URL ? `${s.dir}-postgres-files` : s.dir,
      ...(BENCH_DATABASE_URL ? { DATABASE_URL: BENCH_DATABASE_URL } : {}),
      SEED_DEMO: "0",
      PORT: String(s.port),
      HOST: "127.0.0.1",
      NODE_ENV: s.mode,
      SESSION_SECRET: "bench-session-secret-not-for-production-use",
      PUBLIC_URL: s.origin,
      ...s.env,
    },
    stdio: ["ignore", log, log],
  });
  s.pid = child.pid;
  return child;
}

/**
 * CPU time the server has used so far, in ms (Linux /proc; NaN elsewhere): its process and, with WEB_CONCURRENCY, its
 * workers (the primary's children). Unlike wall time it hardly moves when other work loads the machine, so it shows
 * what a change costs even on a busy shared machine.
 */
export function serverCpuMs(s: PageServer): number {
  // Fields after the command: state, ppid, …; utime and stime are fields 14 and 15 of the line, in clock ticks of
  // 10 ms (USER_HZ 100 on Linux).
  const stat = (pid: string) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  try {
    let ms = 0;
    for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
      try {
        const fields = stat(pid);
        if (pid === String(s.pid) || fields[1] === String(s.pid)) ms += (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        /* gone meanwhile */
      }
    }
    return ms || NaN;
  } catch {
    return NaN;
  }
}

/** "PGlite bench/out/products-100k" or "PostgreSQL postgres://127.0.0.1:5432/bench", plus any extra server settings. */
export function describeServer(s: PageServer): string {
  const extra = Object.entries(s.env)
    .map(([k, v]) => ` ${k}=${v}`)
    .join("");
  return `server ${s.origin} (NODE_ENV=${s.mode}${extra}), ${BENCH_DATABASE_URL ? `PostgreSQL ${datasetLabel(s.dir)}` : `PGlite ${s.dir}`}; requests send Accept-Encoding: ${s.acceptEncoding}`;
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
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="));
  const location = res.headers.get("location") ?? "";
  if (res.status < 300 || res.status >= 400 || cookies.length === 0 || location.includes("/auth/sign-in")) {
    const body = (await res.text()).replace(/\s+/g, " ").slice(0, 300);
    fail(
      `Sign-in failed: POST /auth/sign-in as ${BENCH_EMAIL} answered ${res.status}${location ? ` → ${location}` : ""}` +
        ` with ${cookies.length} cookie(s). Expected a redirect that sets the session cookie. Body: ${body}`,
    );
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
    return [...this.values]
      .filter(([, v]) => v !== "")
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  }
}

/** GET a page as the signed-in user; anything but 200 (a redirect to sign-in, a 404 while the screen is missing) stops the bench. */
export async function getPage(s: PageServer, pathname: string, jar: CookieJar): Promise<{ ms: number; html: string }> {
  const start = performance.now();
  const res = await fetch(s.origin + pathname, { headers: { cookie: jar.toString(), "accept-encoding": s.acceptEncoding }, redirect: "manual" });
  const html = await res.text();
  const ms = performance.now() - start;
  jar.update(res);
  if (res.status !== 200) {
    const where = res.headers.get("location");
    fail(
      `GET ${pathname} answered ${res.status}${where ? ` → ${where}` : ""}; expected the admin page. ` +
        (where?.includes("/auth/sign-in") ? "The session was not accepted (sign-in failed)." : "Does the screen exist yet?"),
    );
  }
  return { ms, html };
}

interface LoggedRequest {
  method: string;
  path: string;
  ms: number;
}

/** The server's JSON request log (one line per request, written when it finished), appended since `from` bytes. */
export function requestLog(s: PageServer, from: number): LoggedRequest[] {
  return fs
    .readFileSync(s.logPath, "utf8")
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Partial<LoggedRequest>)
    .filter((e): e is LoggedRequest => typeof e.path === "string" && typeof e.ms === "number" && typeof e.method === "string");
}

export const logSize = (s: PageServer) => fs.statSync(s.logPath).size;

/** One timed step: a request of the bench to one server, answering its time to the last byte. */
export interface Step {
  label: string;
  server: PageServer;
  method: "GET" | "POST";
  /** The request's path (a query is allowed); the server logs it without the query. */
  path: string;
  run(): Promise<number>;
}

export const getStep = (s: PageServer, label: string, pathname: string, jar: CookieJar): Step => ({
  label,
  server: s,
  method: "GET",
  path: pathname,
  run: async () => (await getPage(s, pathname, jar)).ms,
});

export function printStepHeader(label = "") {
  print(`${label.padEnd(48)}${"server".padStart(8)}${"".padStart(16)}${"client".padStart(8)}`);
  print(`${"".padEnd(48)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}`);
}

/** The server's log lines of `steps`' requests since `from`, waiting a moment for the last ones. */
async function loggedRequests(s: PageServer, from: number, steps: Step[], expected: number): Promise<LoggedRequest[]> {
  const paths = new Set(steps.map((st) => st.path.split("?")[0]));
  // The server writes a request's line when the response has finished on its side, which can be just after the
  // client read the last byte: wait a moment for the last one.
  let logged = requestLog(s, from).filter((e) => paths.has(e.path));
  for (let waited = 0; logged.length < expected && waited < 3000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
    logged = requestLog(s, from).filter((e) => paths.has(e.path));
  }
  if (logged.length !== expected) fail(`${s.origin} logged ${logged.length} of the ${expected} timed requests; cannot match its times to steps.`);
  return logged;
}

/**
 * Times the steps round-robin: each round runs every step once, in a new shuffled order (seeded), so that no step
 * always runs first or after the same other step, and what one step leaves behind (warm caches, a bigger table, a
 * pending vacuum) spreads over all of them instead of showing up as a difference between steps. Steps may go to
 * different servers (an A/B comparison under the same machine load). Warm-up rounds are not measured. The server's own
 * time of each request comes from its log, which has one line per request in order.
 */
export async function timeInterleaved(steps: Step[], opts: { rounds: number; warmupRounds: number; seed: number }) {
  const random = seededRandom(opts.seed);
  const indices = steps.map((_, i) => i);
  for (let r = 0; r < opts.warmupRounds; r++) for (const i of shuffled(indices, random)) await steps[i].run();

  const servers = [...new Set(steps.map((st) => st.server))];
  const start = new Map(servers.map((s) => [s, { log: logSize(s), cpu: serverCpuMs(s) }]));
  const order: number[] = [];
  const client: number[][] = steps.map(() => []);
  for (let r = 0; r < opts.rounds; r++) {
    for (const i of shuffled(indices, random)) {
      client[i].push(await steps[i].run());
      order.push(i);
    }
  }
  const cpuEnd = new Map(servers.map((s) => [s, serverCpuMs(s)]));
  const server: number[][] = steps.map(() => []);
  for (const s of servers) {
    const mine = order.filter((i) => steps[i].server === s);
    const logged = await loggedRequests(
      s,
      start.get(s)!.log,
      steps.filter((st) => st.server === s),
      mine.length,
    );
    logged.forEach((entry, k) => {
      const step = steps[mine[k]];
      if (entry.method !== step.method || entry.path !== step.path.split("?")[0])
        fail(`Request ${k} to ${s.origin} was "${step.method} ${step.path}" but its log says "${entry.method} ${entry.path}".`);
      server[mine[k]].push(entry.ms);
    });
  }
  steps.forEach((step, i) => {
    const sv = summarise(server[i]);
    const cl = summarise(client[i]);
    print(`${step.label.padEnd(48)}${fmt(sv.p50)}${fmt(sv.p95)}${fmt(sv.p99)}${fmt(cl.p50)}${fmt(cl.p95)}`);
  });
  for (const s of servers) {
    const count = order.filter((i) => steps[i].server === s).length;
    const cpu = (cpuEnd.get(s)! - start.get(s)!.cpu) / count;
    print(`server CPU time per request${servers.length > 1 ? ` (${serverTag(s)})` : ", all steps"}: ${cpu.toFixed(1)} ms`);
  }
}

/** "HTML_CHUNK_BYTES=0" for a server of an A/B comparison, else its port. */
export const serverTag = (s: PageServer) =>
  Object.entries(s.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ") || `:${s.port}`;

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  // The server closes its database on SIGTERM; give it time so the lock is released cleanly. On a busy machine that
  // can take long; a killed server still holds the port and the lock until it has really exited, so wait for that.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGKILL");
    await exited;
  }
}

/** Starts the servers, waits for them, signs in to each, runs `body` with each one's cookie, and always stops them. */
export async function withServers<T>(servers: PageServer[], body: (cookies: string[]) => Promise<T>): Promise<T> {
  if (!fs.existsSync(path.join(repoRoot, "build", "index.js"))) fail("No server build. Run `npm run build` first.");
  const children = servers.map(startServer);
  const killOnExit = () => children.forEach((c) => c.kill("SIGKILL"));
  process.once("exit", killOnExit);
  try {
    await Promise.all(servers.map((s, i) => waitForHealth(s, children[i])));
    const cookies: string[] = [];
    for (const s of servers) cookies.push(await signIn(s));
    return await body(cookies);
  } finally {
    await Promise.all(children.map(stop));
    process.off("exit", killOnExit);
  }
}
