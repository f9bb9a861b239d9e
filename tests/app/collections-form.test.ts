import { describe, expect, it } from "vitest";
import { collectionValues, orderByPositions, valuesFromPayload, withoutBlankConditions } from "../../app/features/collections/form";
import { CollectionFiltersSchema, collectionFilterChips } from "../../app/features/collections/filters";
import { parseFilters } from "../../app/components/list/list-state";
import { fixedT } from "../../domain/i18n";

describe("orderByPositions", () => {
  it("keeps the order when nothing was renumbered", () => {
    expect(orderByPositions(["a", "b", "c"], ["1", "2", "3"])).toEqual(["a", "b", "c"]);
  });
  it("moves a renumbered row before an unchanged row of the same number", () => {
    expect(orderByPositions(["a", "b", "c"], ["1", "2", "1"])).toEqual(["c", "a", "b"]);
    expect(orderByPositions(["a", "b"], ["2", "1"])).toEqual(["b", "a"]);
  });
  it("treats a blank or unreadable position as unchanged", () => {
    expect(orderByPositions(["a", "b", "c"], ["", "x", "1"])).toEqual(["c", "a", "b"]);
  });
});

describe("collection form values", () => {
  it("reads a submitted smart form back as typed", () => {
    const values = valuesFromPayload({
      title: "Silk",
      handle: "",
      type: "smart",
      match: "any",
      published: "on",
      conditions: [
        { field: "vendor", compare: "equals", value: "Mekong Silk" },
        { field: "tag", compare: "contains", value: " " },
      ],
    });
    expect(values).toMatchObject({ title: "Silk", type: "smart", match: "any", published: true });
    expect(values.conditions).toHaveLength(2);
    expect(withoutBlankConditions(values).conditions).toEqual([{ field: "vendor", compare: "equals", value: "Mekong Silk" }]);
  });
  it("starts a new smart collection with one empty condition row and a manual one with none", () => {
    expect(collectionValues(null, "smart").conditions).toHaveLength(1);
    expect(collectionValues(null, "manual").conditions).toEqual([]);
  });
});

describe("collections list filters", () => {
  it("keeps a valid type and drops an unknown one", () => {
    expect(parseFilters(JSON.stringify({ type: "smart", search: "silk" }), CollectionFiltersSchema)).toEqual({ type: "smart", search: "silk" });
    expect(parseFilters(JSON.stringify({ type: "auto", search: "silk" }), CollectionFiltersSchema)).toEqual({ search: "silk" });
  });
  it("names the applied filters as chips, in the request's language", () => {
    expect(collectionFilterChips({ type: "manual", search: "x" }, fixedT("en", "collections")).map((c) => c.label)).toEqual(["Search: x", "Type: Manual"]);
    expect(collectionFilterChips({ type: "smart", search: "áo" }, fixedT("vi", "collections")).map((c) => c.label)).toEqual(["Tìm: áo", "Loại: Thông minh"]);
  });
});
