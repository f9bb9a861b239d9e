import net from "node:net";
import type { Request } from "express";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_MAC_HEADER, verifiedClientAddress } from "../../domain/client-address";

/**
 * Who is asking, for the per-client limits: the browser's address when the admin vouches for it with the signed header,
 * else the connection's address as Express sees it (X-Forwarded-For only through the proxies TRUST_PROXY names).
 */
export function clientAddress(req: Request, secret: string | undefined): string {
  const signed = secret ? verifiedClientAddress(secret, req.get(CLIENT_ADDRESS_HEADER), req.get(CLIENT_ADDRESS_MAC_HEADER)) : null;
  return clientKey(signed ?? req.ip ?? req.socket.remoteAddress ?? "unknown");
}

/** One key per IPv4 address, and per /64 for IPv6 (one subscriber's whole block, which a client can rotate through). */
export function clientKey(address: string): string {
  const v4 = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!net.isIPv6(v4)) return v4;
  const [head, tail = ""] = v4.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = v4.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
