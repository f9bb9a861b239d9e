// The customer editor's pure halves: posted addresses as the schema reads them, the conflict merge with a list of
// rows, and the list's URL filters, chips and API query.
import { describe, expect, it } from "vitest";
import { mergeConflict } from "../../app/components/editor/merge";
import { parseListState } from "../../app/components/list/list-state";
import { CUSTOMER_MERGE, canonicalValue, customerValues, withPostedAddresses } from "../../app/features/customers/form";
import { customerFiltersSchema, customerFilterChips, customerListOptions, toCustomerListQuery } from "../../app/features/customers/filters";
import { parseForm } from "../../app/lib/forms";
import { CustomerFormSchema, type CustomerDto } from "../../domain/customer";
import { fixedT } from "../../domain/i18n";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

const address = (i: number, fields: Record<string, string>): [string, string][] => Object.entries(fields).map(([k, v]) => [`addresses[${i}].${k}`, v]);

describe("posted addresses", () => {
  it("drops removed and empty rows, renumbers the rest, and makes the chosen row the default", () => {
    const posted = form([
      ["firstName", "Lan"],
      ["defaultAddress", "3"],
      ...address(0, { address1: "Old street", city: "Huế", countryCode: "VN", remove: "on" }),
      ...address(1, { address1: "", city: "", countryCode: "VN" }),
      ...address(2, { address1: "12 Lý Thường Kiệt", city: "Hà Nội", countryCode: "VN" }),
      ...address(3, { address1: "1 Market St", city: "San Francisco", countryCode: "US" }),
    ]);
    const prepared = withPostedAddresses(posted);
    expect([...prepared.entries()]).toEqual([
      ["firstName", "Lan"],
      ["addresses[0].address1", "12 Lý Thường Kiệt"],
      ["addresses[0].city", "Hà Nội"],
      ["addresses[0].countryCode", "VN"],
      ["addresses[1].address1", "1 Market St"],
      ["addresses[1].city", "San Francisco"],
      ["addresses[1].countryCode", "US"],
      ["addresses[1].default", "on"],
    ]);
    // The schema then keeps the default first.
    const parsed = parseForm(prepared, CustomerFormSchema);
    expect(parsed.status).toBe("success");
    if (parsed.status === "success")
      expect(parsed.value.addresses.map((a) => [a.city, a.default])).toEqual([
        ["San Francisco", true],
        ["Hà Nội", false],
      ]);
  });

  it("keeps an error on the row the page shows again (a removed row before it does not shift it)", () => {
    const prepared = withPostedAddresses(
      form([
        ["firstName", "Lan"],
        ...address(0, { address1: "x", city: "y", countryCode: "VN", remove: "on" }),
        ...address(1, { address1: "z", city: "", countryCode: "VN" }),
      ]),
    );
    const parsed = parseForm(prepared, CustomerFormSchema);
    expect(parsed.status).toBe("error");
    expect(parsed.status === "error" && parsed.error).toEqual({ "addresses[0].city": ["City required"] });
  });
});

const saved: CustomerDto = {
  _id: "c1",
  firstName: "Lan",
  lastName: "Nguyễn",
  email: "lan@example.com",
  phone: "",
  acceptsMarketing: false,
  tags: ["vip"],
  note: "",
  addresses: [
    {
      firstName: "",
      lastName: "",
      company: "",
      address1: "12 Lý Thường Kiệt",
      address2: "",
      city: "Hà Nội",
      province: "",
      zip: "",
      countryCode: "VN",
      phone: "",
      default: true,
    },
  ],
  countryCode: "VN",
  ordersCount: 0,
  amountSpent: 0,
  currency: "VND",
  version: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

describe("the conflict merge", () => {
  it("compares addresses as they will be saved: trimmed, upper-case country, default first, removed and empty rows left out", () => {
    const a = canonicalValue("addresses", [
      { address1: " 1 Market St ", city: "San Francisco", countryCode: "us", default: "" },
      { address1: "12 Lý Thường Kiệt", city: "Hà Nội", countryCode: "VN", default: "on" },
      { address1: "", city: "", countryCode: "VN" },
      { address1: "Gone", city: "Huế", countryCode: "VN", remove: "on" },
    ]);
    const b = canonicalValue("addresses", [
      { address1: "12 Lý Thường Kiệt", city: "Hà Nội", countryCode: "VN" },
      { address1: "1 Market St", city: "San Francisco", countryCode: "US" },
    ]);
    expect(a).toBe(b);
    expect(canonicalValue("tags", "vip,sỉ, vip")).toBe("vip, sỉ");
    expect(canonicalValue("email", " Lan@Example.com ")).toBe("lan@example.com");
  });

  it("takes the addresses only the other person changed, as rows, and keeps the user's own change", () => {
    const opened = customerValues(saved, "VN");
    const theirs: CustomerDto = {
      ...saved,
      version: 2,
      addresses: [...saved.addresses, { ...saved.addresses[0]!, address1: "1 Market St", city: "San Francisco", countryCode: "US", default: false }],
    };
    const mine = { ...opened, acceptsMarketing: "", lastName: "Trần", addresses: opened.addresses };
    const merge = mergeConflict(CUSTOMER_MERGE, mine, theirs, opened.base);
    expect(merge.taken).toEqual(["addresses"]);
    expect(merge.clashes).toEqual([]);
    expect(merge.values.lastName).toBe("Trần");
    const rows = merge.values.addresses as Record<string, string>[];
    expect(rows.map((r) => [r.city, r.default])).toEqual([
      ["Hà Nội", "on"],
      ["San Francisco", ""],
    ]);
  });

  it("keeps the user's rows (never drops them) when both changed the addresses", () => {
    const opened = customerValues(saved, "VN");
    const theirs: CustomerDto = { ...saved, version: 2, addresses: [{ ...saved.addresses[0]!, city: "Huế" }] };
    const mine = { ...opened, acceptsMarketing: "", addresses: [{ ...opened.addresses[0]!, city: "Đà Nẵng" }] };
    const merge = mergeConflict(CUSTOMER_MERGE, mine, theirs, opened.base);
    expect(merge.clashes).toEqual(["addresses"]);
    expect((merge.values.addresses as Record<string, string>[])[0]!.city).toBe("Đà Nẵng");
  });
});

describe("the list's URL state", () => {
  const CustomerFiltersSchema = customerFiltersSchema("VND");
  const t = fixedT("en", "customers");

  it("reads a bookmarked URL into the API's query; a bad value is dropped with its reason", () => {
    const q = encodeURIComponent(
      JSON.stringify({ search: "lan", marketing: "no", ordersMin: "2", spentMax: "1.5x", country: "vn", sort: "spent", tag: "vip" }),
    );
    const state = parseListState(`/admin/customer?tab=returning&page=2&limit=10&_query=${q}`, CustomerFiltersSchema, customerListOptions);
    expect(state.tab).toBe("returning");
    expect(state.filters).toEqual({ search: "lan", marketing: "no", ordersMin: "2", country: "VN", sort: "spent", tag: "vip" });
    expect(state.rejected.spentMax).toEqual({ value: "1.5x", message: "Amount spent to must be a number" });
    expect(toCustomerListQuery(state, "VND")).toEqual({
      search: "lan",
      segment: "returning",
      acceptsMarketing: "false",
      ordersMin: "2",
      ordersMax: undefined,
      spentMin: undefined,
      spentMax: undefined,
      tag: "vip",
      country: "VN",
      sort: "spent",
      page: 2,
      limit: 10,
    });
    expect(parseListState("/admin/customer?tab=vip", CustomerFiltersSchema, customerListOptions).tab).toBe("all");
  });

  it("says each applied filter as a chip, amounts in the store's currency and countries in the reader's language", () => {
    const chips = customerFilterChips({ marketing: "yes", spentMin: "1500000", country: "DE", sort: "orders" }, t, "en", "VND");
    expect(chips).toEqual([
      { key: "marketing", label: "Accepts marketing: Yes" },
      { key: "spentMin", label: "Spent ≥ 1.500.000 đ" },
      { key: "country", label: "Country: Germany" },
      { key: "sort", label: "Sorted: Most orders" },
    ]);
    const vi = customerFilterChips({ country: "DE", spentMax: "12.5" }, fixedT("vi", "customers"), "vi", "USD");
    expect(vi.map((c) => c.label)).toEqual(["Chi tiêu ≤ $12.50", "Quốc gia: Đức"]);
  });
});
