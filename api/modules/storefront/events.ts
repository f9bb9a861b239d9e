// The storefront's own funnel events (view_content, add_to_cart, reached_checkout; ADR 073): recorded
// on the server as pages are served, so a theme without JavaScript still feeds the reports (ADR 045). A visitor's
// session is a first-party cookie that also carries where the visit came from (referrer, UTM, country), because a
// session's source is its first event's (api/modules/reports/rollup.ts) and the landing page is often not a product.
import crypto from "node:crypto";
import type { Request } from "express";
import { AttributionSchema, type StorefrontEventKind } from "../../../domain/checkout";
import type { Db } from "../../db/client";
import { recordEvents, type EventValues } from "../checkout/store";

export const SESSION_COOKIE = "sf_sid";
/** A session ends after 30 minutes without a page, as the analytics platforms count one. */
export const SESSION_IDLE_SECONDS = 30 * 60;
const BOTS_RE = /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

export interface VisitorSession {
  id: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  country: string;
  /** Made by this request: the response sets the cookie (and is not shared-cacheable). */
  fresh: boolean;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The region of the first Accept-Language tag ("vi-VN" → VN) when the edge names no country. */
function countryOf(req: Request): string {
  const edge = text(req.get("cf-ipcountry")).toUpperCase();
  if (/^[A-Z]{2}$/.test(edge) && edge !== "XX" && edge !== "T1") return edge;
  const tag = text(req.get("accept-language")).split(",")[0]?.trim() ?? "";
  return /^[a-z]{2,3}-([A-Za-z]{2})$/.exec(tag)?.[1]?.toUpperCase() ?? "";
}

/** Where this landing came from: an outside Referer (our own pages are not a source), the URL's UTM tags, the country. */
function landing(req: Request, origin: string) {
  const ref = text(req.get("referer"));
  let referrer = "";
  try {
    if (ref && new URL(ref).origin !== origin) referrer = ref;
  } catch {
    referrer = "";
  }
  return {
    referrer,
    utmSource: text(req.query.utm_source),
    utmMedium: text(req.query.utm_medium),
    utmCampaign: text(req.query.utm_campaign),
    country: countryOf(req),
  };
}

/** The fields of a session that are valid (a cookie is the visitor's own to edit: what fails the API's rules is dropped). */
function clean(id: string, fields: Record<string, unknown>, fresh: boolean): VisitorSession {
  const out: VisitorSession = { id, referrer: "", utmSource: "", utmMedium: "", utmCampaign: "", country: "", fresh };
  for (const key of ["referrer", "utmSource", "utmMedium", "utmCampaign", "country"] as const) {
    const one = AttributionSchema.shape[key].safeParse(fields[key]);
    if (one.success) out[key] = one.data;
  }
  return out;
}

/** The visitor's session from its cookie, or a new one for this landing; null for crawlers (they are not shoppers). */
export function visitorSession(req: Request, cookieValue: string | undefined, origin: string): VisitorSession | null {
  if (BOTS_RE.test(text(req.get("user-agent")))) return null;
  if (cookieValue) {
    const [id, payload] = cookieValue.split(".");
    if (id && /^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      try {
        return clean(id, payload ? (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>) : {}, false);
      } catch {
        return clean(id, {}, false);
      }
    }
  }
  return clean(crypto.randomBytes(16).toString("base64url"), landing(req, origin), true);
}

export function sessionCookie(session: VisitorSession, secure: string): string {
  const { id, fresh: _fresh, ...source } = session;
  const payload = Buffer.from(JSON.stringify(source)).toString("base64url");
  return `${SESSION_COOKIE}=${id}.${payload}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_IDLE_SECONDS}${secure}`;
}

export interface EventQueue {
  add(storeId: string, session: VisitorSession, kind: StorefrontEventKind, ids?: { productId?: string; variantId?: string }): void;
  /** Writes what is waiting (tests, shutdown). */
  flush(): Promise<void>;
}

/**
 * Events wait in memory for up to `gapMs` and are written per store in one statement each (recordEvents, ADR 051):
 * a page never waits on them. A write that fails is logged and dropped: a lost view is better than a slow page.
 */
export function createEventQueue(deps: {
  db: Db;
  clock: { now(): Date };
  reports?: { kick(): void };
  log?: (entry: Record<string, unknown>) => void;
  gapMs?: number;
}): EventQueue {
  const waiting = new Map<string, EventValues[]>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    timer = null;
    const batches = [...waiting];
    waiting.clear();
    for (const [storeId, events] of batches) {
      for (let i = 0; i < events.length; i += 50) {
        try {
          await recordEvents(deps.db, storeId, events.slice(i, i + 50), deps.clock.now());
        } catch (error) {
          deps.log?.({ level: "warn", msg: "storefront events not recorded", storeId, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    if (batches.length) deps.reports?.kick();
  };

  return {
    add(storeId, session, kind, ids = {}) {
      const list = waiting.get(storeId) ?? [];
      const { id, fresh: _fresh, ...source } = session;
      list.push({ kind, sessionId: id, productId: ids.productId ?? null, variantId: ids.variantId ?? null, orderId: null, ...source });
      waiting.set(storeId, list);
      if (!timer) {
        timer = setTimeout(() => void (writing = writing.then(write)), deps.gapMs ?? 250);
        timer.unref();
      }
    },
    async flush() {
      if (timer) clearTimeout(timer);
      writing = writing.then(write);
      await writing;
    },
  };
}
