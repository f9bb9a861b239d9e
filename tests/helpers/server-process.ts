// server.ts as a real process (or a primary and its workers) on a port of its own, for the tests of several processes
// (tests/postgres/several-*.test.ts). The Remix build is a stand-in: these tests speak to the API, /health and the logs.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cleanEnv, tempDir } from "./processes";

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => probe.once("listening", r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

export interface LogLine {
  msg?: string;
  method?: string;
  path?: string;
  status?: number;
  pid?: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** The JSON log lines printed so far. */
  lines(): LogLine[];
  /** The pids of the workers that logged a request to `path` (API paths are logged without /api), in order. */
  pidsServing(path: string): number[];
  /** Resolves when the output matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM to the primary (or the single server); resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** Starts server.ts with these settings (plus a port, host and secrets of its own); resolves once /health answers. */
export async function startServerProcess(env: Record<string, string>, args: string[] = []): Promise<ServerProcess> {
  // server.ts imports build/index.js from its working directory; the API never reaches Remix, so a stand-in is enough.
  const cwd = tempDir("backroom-several-cwd-");
  fs.mkdirSync(path.join(cwd, "build"));
  fs.writeFileSync(path.join(cwd, "build", "index.js"), "module.exports = {};\n");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  const child = spawn(process.execPath, ["--import", tsx, path.resolve("server.ts"), ...args], {
    cwd,
    env: cleanEnv({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      SESSION_SECRET: "several-processes-test-secret",
      DATA_DIR: tempDir("backroom-several-data-"),
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const watchers: Array<() => void> = [];
  // SERVER_PROCESS_LOG=<file> copies the servers' output there as it comes (to follow a test that hangs).
  const copy = process.env.SERVER_PROCESS_LOG;
  const onData = (chunk: Buffer) => {
    output += chunk;
    if (copy) fs.appendFileSync(copy, chunk);
    watchers.forEach((w) => w());
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const lines = () =>
    output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as LogLine];
        } catch {
          return [];
        }
      });
  const server: ServerProcess = {
    origin,
    child,
    output: () => output,
    lines,
    pidsServing: (p) =>
      lines()
        .filter((l) => l.path === p && typeof l.pid === "number")
        .map((l) => l.pid!),
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return false;
          clearTimeout(timer);
          watchers.splice(watchers.indexOf(check), 1);
          resolve();
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
        watchers.push(check);
        check();
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };

  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.ts exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > until) throw new Error(`no /health within 90 s:\n${output}`);
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && /listening on/.test(output)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A request on a connection of its own (node:cluster hands each new connection to the next worker, round robin), given
 * up after 30 s: a connection handed to a worker in the instant it is killed is never answered.
 */
export async function freshRequest(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    signal: AbortSignal.timeout(30_000),
    ...init,
    headers: { connection: "close", ...(init.headers as Record<string, string> | undefined) },
  });
}
