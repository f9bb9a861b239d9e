// The records the online-store and settings pages of bench/tiers.bench.ts open (the demo store has none of most of
// them): made through the API as the demo's owner and operator, or read from the admin's own lists where the demo has
// them already (menus, staff, members, templates, channels).
import { fail } from "./lib";
import type { CookieJar } from "./page-server";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export type OnlineStoreIds = Record<
  "page" | "redirect" | "menu" | "menuFilter" | "zone" | "domain" | "dnsDomain" | "theme" | "staff" | "member" | "template" | "channel",
  string
>;

export interface BenchApi {
  storeId: string;
  /** GET or POST (with a JSON body) as the signed-in user, in their first store; anything but 2xx ends the run. */
  json(pathname: string, body?: unknown): Promise<Record<string, any>>;
}

export async function benchApi(origin: string, email: string, password: string): Promise<BenchApi> {
  const call = async (pathname: string, headers: Record<string, string>, body?: unknown) => {
    const res = await fetch(origin + pathname, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) fail(`${body === undefined ? "GET" : "POST"} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, any>;
  };
  const { token } = await call("/api/auth/signin", {}, { email, password });
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const { stores } = await call("/api/users/stores", auth);
  const storeId = (stores[0]?.id as string | undefined) ?? fail(`${email} has no store.`);
  const headers = { ...auth, "store-id": storeId };
  return { storeId, json: (pathname, body) => call(`/api${pathname}`, headers, body) };
}

/** The first link of `re` (its group 1) in the page at `pathname`. */
async function linkIn(origin: string, pathname: string, jar: CookieJar, re: RegExp, what: string): Promise<string> {
  const res = await fetch(origin + pathname, { headers: { cookie: jar.toString() } });
  if (res.status !== 200) fail(`GET ${pathname} answered ${res.status}.`);
  return re.exec(await res.text())?.[1] ?? fail(`No ${what} linked from ${pathname} in the demo store.`);
}

export async function onlineStoreIds(
  origin: string,
  owner: BenchApi,
  operator: BenchApi,
  jars: { owner: CookieJar; operator: CookieJar },
): Promise<OnlineStoreIds> {
  const stamp = Date.now().toString(36);
  const page = await owner.json("/pages", { page: { title: "Bench page", body: "<p>Bench</p>", visible: true } });
  const redirect = await owner.json("/redirects", { redirect: { path: `/bench-${stamp}`, target: "/" } });
  const menuFilter = await operator.json("/menufilters", {
    menuFilter: {
      name: "Brand",
      scoped: false,
      collectionIds: [],
      conditions: [{ field: "vendor", compare: "equals", value: "Bench", fieldCompare: "", nameDislay: "" }],
    },
  });
  const zone = await owner.json("/stores/settings/shipping-zones", {
    zone: { name: "Bench zone", countries: ["LA"], rates: [{ name: "Standard", price: 30000 }] },
  });
  const domain = await owner.json("/domains/connect", { domain: `bench-${stamp}.example.com` });
  const dnsDomain = await owner.json("/domains/purchase", { domain: `bench-${stamp}.shop` });
  const { menus } = await owner.json("/menus");
  const { themes } = await owner.json("/themes");
  const link = (pathname: string, jar: CookieJar, re: RegExp, what: string) => linkIn(origin, pathname, jar, re, what);
  return {
    page: page.page._id,
    redirect: redirect.redirect._id,
    menuFilter: menuFilter.menuFilter._id,
    zone: zone.zone._id,
    domain: domain.domain._id,
    dnsDomain: dnsDomain.domain._id,
    menu: menus[0]?._id ?? fail("The demo store has no menu."),
    theme: themes[0]?._id ?? fail("The demo store has no theme."),
    staff: await link("/admin/settings/account", jars.owner, new RegExp(`/admin/settings/account/(${UUID})`), "staff member"),
    member: await link("/admin/member", jars.operator, new RegExp(`/admin/member/(${UUID})`), "member"),
    template: await link(
      "/admin/settings/notifications",
      jars.operator,
      /\/admin\/settings\/notifications\/(?!customize|add-recipient)([a-z0-9_-]+)/,
      "template",
    ),
    channel: await link("/admin/settings/sale-channels", jars.owner, /\/admin\/settings\/sale-channels\/([a-z0-9_-]+)/, "sale channel"),
  };
}
