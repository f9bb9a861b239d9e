// A tiny authoritative DNS server for tests (ADR 067): UDP on 127.0.0.1, answering A, CNAME and TXT questions from a
// zone the test sets, or answering SERVFAIL, or not answering at all (the resolver's timeout). dgram + dns-packet.
import dgram from "node:dgram";
import dnsPacket from "dns-packet";

export type ZoneData = Record<string, { A?: string[]; AAAA?: string[]; CNAME?: string[]; TXT?: string[] }>;
export type DnsMode = "answer" | "servfail" | "silent";

export interface TestDnsServer {
  /** "127.0.0.1:<port>", what DNS_RESOLVER takes. */
  address: string;
  port: number;
  /** Replaces the zone: names (lower case, no final dot) → their records. */
  setZone(zone: ZoneData): void;
  setMode(mode: DnsMode): void;
  /** Questions asked so far, "TYPE name". */
  questions: string[];
  close(): Promise<void>;
}

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;
const FLAGS = 0x400 /* AA */ | 0x100 /* RD */ | 0x80; /* RA */

/** `zone` may be a function, read at every question (the e2e server's zone lives in files the specs write). */
export async function startDnsServer(opts: { port?: number; zone?: ZoneData | (() => ZoneData) } = {}): Promise<TestDnsServer> {
  let zone: ZoneData | (() => ZoneData) = opts.zone ?? {};
  let mode: DnsMode = "answer";
  const questions: string[] = [];
  const socket = dgram.createSocket("udp4");
  socket.on("message", (msg, rinfo) => {
    let query;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return;
    }
    const q = query.questions?.[0];
    if (!q) return;
    const name = q.name.toLowerCase().replace(/\.$/, "");
    questions.push(`${q.type} ${name}`);
    if (mode === "silent") return;
    const entry = (typeof zone === "function" ? zone() : zone)[name];
    const data = mode === "answer" ? (entry?.[q.type as keyof ZoneData[string]] ?? []) : [];
    const rcode = mode === "servfail" ? RCODE.SERVFAIL : entry ? RCODE.NOERROR : RCODE.NXDOMAIN;
    const answers = data.map((value) => ({ type: q.type, name: q.name, ttl: 60, class: "IN", data: q.type === "TXT" ? [value] : value }));
    const reply = dnsPacket.encode({ id: query.id, type: "response", flags: FLAGS | rcode, questions: [q], answers });
    socket.send(reply, rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = socket.address().port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    setZone: (z) => void (zone = z),
    setMode: (m) => void (mode = m),
    questions,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
