// The storefront's clients of bench:checkout and bench:events-ingest, in a process of their own (as a storefront's
// servers are), so the bench's process is the API alone: its CPU time per request is the server's, and the clients'
// requests and parsing do not take turns with the server on its one thread (ADR 052). Started by `startPostClients`,
// over node:http keep-alive. A `PostJob` posts every path once, `concurrency` at a time; an `EventsJob` posts batches of
// storefront events for a number of seconds.
import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { storefrontEventMaker } from "./storefront-events";

export interface PostJob {
  port: number;
  paths: string[];
  body: string;
  concurrency: number;
  /** Prefix of each request's Idempotency-Key; a sequence number follows it. */
  keyPrefix: string;
}
export interface EventsJob {
  kind: "events";
  port: number;
  path: string;
  seconds: number;
  clients: number;
  /** Events a request. */
  batch: number;
  productIds: string[];
  sessionPrefix: string;
  seed: number;
}
export interface EventsResult {
  /** Events answered 201. */
  accepted: number;
  elapsedMs: number;
  latencies: number[];
  /** The first refusal, which stops the job. */
  failed: string | null;
}
export interface PostResult {
  elapsedMs: number;
  latencies: number[];
  refused: number;
  /** The first few refusals, status and the start of the answer. */
  refusals: string[];
}

export interface PostClients {
  run(job: PostJob): Promise<PostResult>;
  run(job: EventsJob): Promise<EventsResult>;
  close(): void;
}

export function startPostClients(): PostClients {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  return {
    run: (job: PostJob | EventsJob) =>
      new Promise<never>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the bench's clients exited with ${code}`));
        child.once("exit", onExit);
        child.once("message", (result) => {
          child.off("exit", onExit);
          resolve(result as never);
        });
        child.send(job);
      }),
    close: () => child.kill(),
  };
}

const post = (agent: http.Agent, port: number, path: string, body: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

async function runPosts(job: PostJob, agent: http.Agent): Promise<PostResult> {
  let seq = 0;
  const latencies: number[] = [];
  const refusals: string[] = [];
  let refused = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.paths.length) {
        const path = job.paths[next++]!;
        const t0 = performance.now();
        const res = await post(agent, job.port, path, job.body, { "idempotency-key": `${job.keyPrefix}-${++seq}` });
        latencies.push(performance.now() - t0);
        if (res.status !== 201 && ++refused <= 3) refusals.push(`${res.status}: ${res.text.slice(0, 200)}`);
      }
    }),
  );
  return { elapsedMs: performance.now() - start, latencies, refused, refusals };
}

async function runEvents(job: EventsJob, agent: http.Agent): Promise<EventsResult> {
  const eventOf = storefrontEventMaker(job.productIds, job.sessionPrefix, job.seed);
  const latencies: number[] = [];
  let accepted = 0;
  let failed: string | null = null;
  let n = 0;
  const start = performance.now();
  const deadline = start + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (performance.now() < deadline && !failed) {
        const body = JSON.stringify({ events: Array.from({ length: job.batch }, () => eventOf(n++)) });
        const t0 = performance.now();
        const res = await post(agent, job.port, job.path, body);
        latencies.push(performance.now() - t0);
        if (res.status !== 201) failed = `${res.status}: ${res.text.slice(0, 300)}`;
        else accepted += (JSON.parse(res.text) as { recorded: number }).recorded;
      }
    }),
  );
  return { accepted, elapsedMs: performance.now() - start, latencies, failed };
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  process.on("message", (job: PostJob | EventsJob) => {
    ("kind" in job ? runEvents(job, agent) : runPosts(job, agent)).then(
      (result) => process.send!(result),
      (error: unknown) => {
        process.stderr.write(`the bench's clients failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
  process.on("disconnect", () => process.exit(0));
}
