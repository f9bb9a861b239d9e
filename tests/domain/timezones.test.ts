// Store time zones (ADR 054): the names a store keeps are the select's options, and each resolves to itself.
import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE, defaultTimezoneFor, isTimezone } from "../../domain/dates";
import { canonicalTimezone, timezoneGroups, timezoneNames, utcOffset } from "../../domain/timezones";

describe("store time zones", () => {
  it("offer every zone by the name it is kept under, the defaults and UTC among them", () => {
    const names = timezoneNames();
    expect(names.length).toBeGreaterThan(300);
    for (const tz of names) expect(canonicalTimezone(tz), tz).toBe(tz);
    for (const tz of [DEFAULT_TIMEZONE, defaultTimezoneFor("vi"), "UTC", "Asia/Kolkata", "Europe/Kyiv"]) expect(names).toContain(tz);
    expect(names).not.toContain("Asia/Saigon");
  });

  it("keep IANA's current name for aliases, old names and other spellings; refuse what names no zone", () => {
    expect(canonicalTimezone("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalTimezone(" asia/ho_chi_minh ")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalTimezone("US/Pacific")).toBe("America/Los_Angeles");
    expect(canonicalTimezone("Etc/UTC")).toBe("UTC");
    for (const bad of ["", "Mars/Olympus_Mons", "+07:00", "GMT+7:00", "Asia/Ho Chi Minh", "a".repeat(70)]) expect(canonicalTimezone(bad), bad).toBeNull();
    expect(isTimezone("Asia/Ho_Chi_Minh")).toBe(true);
  });

  it("group the select's options by region with each zone's offset now; a saved zone the list lacks is kept", () => {
    const january = new Date("2026-01-15T12:00:00Z");
    expect(utcOffset("Asia/Ho_Chi_Minh", january)).toBe("+07:00");
    expect(utcOffset("America/Los_Angeles", january)).toBe("-08:00");
    expect(utcOffset("UTC", january)).toBe("+00:00");
    const groups = timezoneGroups(january);
    expect(groups[0]).toEqual({ group: "UTC", items: [{ value: "UTC", label: "UTC (UTC+00:00)" }] });
    const asia = groups.find((g) => g.group === "Asia")!;
    expect(asia.items).toContainEqual({ value: "Asia/Ho_Chi_Minh", label: "Ho Chi Minh (UTC+07:00)" });
    const values = (gs: typeof groups) => gs.flatMap((g) => g.items.map((i) => i.value));
    expect(values(timezoneGroups(january, "Etc/GMT+7"))).toContain("Etc/GMT+7");
    expect(values(timezoneGroups(january, "Nowhere/Else"))).not.toContain("Nowhere/Else");
  });
});
