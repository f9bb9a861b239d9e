import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Condition } from "../../../domain/collection";
import { products } from "../../db/schema";

/**
 * A smart collection's rules as one SQL predicate on `products`, evaluated at read time so the
 * collection follows every product edit without a membership table to keep current.
 * Text compares ignore case, as a merchant typing "nike" expects to match "Nike".
 */
export function conditionsSql(conditions: readonly Condition[], match: "all" | "any"): SQL {
  const parts = conditions.map(conditionSql);
  if (parts.length === 0) return sql`false`;
  return (match === "all" ? and(...parts) : or(...parts)) ?? sql`false`;
}

function conditionSql(c: Condition): SQL {
  if (c.field === "published") {
    const value = c.value === true;
    return c.compare === "not_equals" ? ne(products.published, value) : eq(products.published, value);
  }
  const value = String(c.value);
  if (c.field === "tag") {
    // "Not" compares mean "no tag matches", so a product without tags passes them.
    const any = (test: SQL) => sql`exists (select 1 from unnest(${products.tags}) as t(tag) where ${test})`;
    const tag = sql`t.tag`;
    switch (c.compare) {
      case "equals":
        return any(textTest(tag, "equals", value));
      case "not_equals":
        return sql`not ${any(textTest(tag, "equals", value))}`;
      case "contains":
        return any(textTest(tag, "contains", value));
      case "not_contains":
        return sql`not ${any(textTest(tag, "contains", value))}`;
      default:
        return any(textTest(tag, c.compare, value));
    }
  }
  const column = c.field === "title" ? products.title : c.field === "vendor" ? products.vendor : products.productType;
  const col = sql`${column}`;
  switch (c.compare) {
    case "not_equals":
      return sql`not ${textTest(col, "equals", value)}`;
    case "not_contains":
      return sql`not ${textTest(col, "contains", value)}`;
    default:
      return textTest(col, c.compare, value);
  }
}

function textTest(column: SQL, compare: "equals" | "contains" | "starts_with" | "ends_with", value: string): SQL {
  const v = escapeLike(value);
  switch (compare) {
    case "equals":
      return sql`lower(${column}) = lower(${value})`;
    case "contains":
      return sql`${column} ilike ${`%${v}%`}`;
    case "starts_with":
      return sql`${column} ilike ${`${v}%`}`;
    case "ends_with":
      return sql`${column} ilike ${`%${v}`}`;
  }
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
