// The part of dns-packet (no bundled types) that tests/helpers/dns-server.ts uses.
declare module "dns-packet" {
  export interface Question {
    type: string;
    name: string;
    class?: string;
  }
  export interface Answer {
    type: string;
    name: string;
    ttl?: number;
    class?: string;
    data: unknown;
  }
  export interface Packet {
    id?: number;
    type?: "query" | "response";
    flags?: number;
    questions?: Question[];
    answers?: Answer[];
  }
  export function decode(buf: Buffer): Packet;
  export function encode(packet: Packet): Buffer;
  const dnsPacket: { decode: typeof decode; encode: typeof encode };
  export default dnsPacket;
}
