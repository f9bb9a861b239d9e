import { describe, expect, it } from "vitest";
import { allocate, currencyOf, fromMinor, toMinor } from "../../domain/money";

describe("money in minor units (ADR 035)", () => {
  it("converts a stored price exactly: VND has no minor unit, USD two digits", () => {
    expect(toMinor(250000, "VND")).toBe(250000);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(toMinor(-12.345, "USD")).toBe(-1235);
    expect(toMinor(19999.99, "USD")).toBe(1999999);
    expect(fromMinor(1999999, "USD")).toBe(19999.99);
    expect(fromMinor(250000, "VND")).toBe(250000);
    expect(currencyOf("vi")).toBe("VND");
    expect(currencyOf("en")).toBe("USD");
    expect(currencyOf(null)).toBe("VND");
  });

  it("allocates a total over weights in whole units that add up exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10000, [300000, 150000, 50000])).toEqual([6000, 3000, 1000]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    expect(allocate(7, [])).toEqual([]);
    for (let run = 0; run < 200; run++) {
      const weights = Array.from({ length: 1 + (run % 9) }, (_, i) => ((run * 7919 + i * 104729) % 1000) + 1);
      const total = (run * 15485863) % 1_000_000;
      const shares = allocate(total, weights);
      expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
      const sum = weights.reduce((a, w) => a + w, 0);
      shares.forEach((share, i) => expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1));
    }
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
  });
});
