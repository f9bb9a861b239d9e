// Online store pages (ADR 065): a title, a handle, a rich HTML body (sanitised by the API on every write), SEO texts,
// visibility and a publish date. A visible page whose publish date is still ahead is "scheduled".
import { z } from "zod/v4";
import { localInstant, localParts } from "./discount";
import { slug } from "./slug";
import { checkbox, messages, optionalText, requiredText, safeString, TEXT_MAX } from "./validation";

export const PAGE_SEO_TITLE_MAX = 70;
export const PAGE_SEO_DESCRIPTION_MAX = 320;
/** A body's HTML as posted (ADR 021's input limits: far above any real page, far below the API's JSON limit). */
export const PAGE_BODY_MAX = 200_000;
export const PAGE_TABS = ["visible", "hidden"] as const;
export type PageTab = (typeof PAGE_TABS)[number];

export const PAGE_MESSAGES = {
  handleTaken: "Handle is already used by another page",
  handleInvalid: "Handle may use only a-z, 0-9 and single hyphens",
  conflict: "This page was changed by someone else since you opened it. Review the latest version, then save again.",
  dateFormat: "Date must be dd-mm-yyyy",
  timeFormat: "Time must be HH:mm",
  notADate: "Publish date is not a date",
} as const;

/** SPEC §5's slug rule on what was typed; empty means "made from the title" (by the API). */
export const pageHandle = z.preprocess(
  (v) => (typeof v === "string" ? v : (v ?? "")),
  safeString()
    .trim()
    .max(TEXT_MAX, messages.maxLength(TEXT_MAX))
    .refine((v) => v === "" || slug(v) !== "", PAGE_MESSAGES.handleInvalid)
    .transform((v) => (v === "" ? "" : slug(v))),
);

const body = z.preprocess((v) => v ?? "", safeString({ error: "Body must be text" }).max(PAGE_BODY_MAX, messages.maxLength(PAGE_BODY_MAX)));

const fields = {
  title: requiredText("Title"),
  handle: pageHandle,
  body,
  seoTitle: optionalText("SEO title", { max: PAGE_SEO_TITLE_MAX }),
  seoDescription: optionalText("SEO description", { max: PAGE_SEO_DESCRIPTION_MAX }),
  visible: checkbox,
};

/** The API's page (POST /pages, PUT /pages/:id inside `page`): `publishedAt` an ISO instant, or empty for "now". */
export const PageFormSchema = z.object({
  ...fields,
  publishedAt: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    safeString()
      .refine((v) => !Number.isNaN(Date.parse(v)), PAGE_MESSAGES.notADate)
      // A refused value reaches the transform too (zod runs it after non-fatal issues): it must not throw.
      .transform((v) => (Number.isNaN(Date.parse(v)) ? v : new Date(v).toISOString()))
      .nullable(),
  ),
});
export type PageForm = z.output<typeof PageFormSchema>;
const versionField = z.object({
  version: z.coerce
    .number({ error: messages.required("Version") })
    .int()
    .min(1),
});
export const PageUpdateSchema = z.intersection(PageFormSchema, versionField);

const DATE_RE = /^\d{2}-\d{2}-\d{4}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : (v ?? ""));

/** The admin's form: the publish date as a day (dd-mm-yyyy) and a time in the store's zone (`timezone`, posted by the page). */
export const PageScreenSchema = z
  .object({
    ...fields,
    publishDate: z.preprocess(
      trimmed,
      safeString().refine((v) => v === "" || DATE_RE.test(v), PAGE_MESSAGES.dateFormat),
    ),
    publishTime: z.preprocess(
      trimmed,
      safeString().refine((v) => v === "" || TIME_RE.test(v), PAGE_MESSAGES.timeFormat),
    ),
    timezone: z.preprocess((v) => v || "UTC", safeString()),
  })
  .transform(({ publishDate, publishTime, timezone, ...f }, ctx) => {
    let publishedAt: string | null = null;
    if (publishDate && DATE_RE.test(publishDate) && (publishTime === "" || TIME_RE.test(publishTime))) {
      const at = localInstant(publishDate, publishTime, timezone);
      if (at) publishedAt = at.toISOString();
      else ctx.addIssue({ code: "custom", path: ["publishDate"], message: PAGE_MESSAGES.dateFormat });
    }
    return { ...f, publishedAt };
  });
export const PageScreenUpdateSchema = z.intersection(PageScreenSchema, versionField);

export const PageListQuerySchema = z.object({
  tab: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(PAGE_TABS).optional()),
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PageListQuery = z.output<typeof PageListQuerySchema>;

export type PageStatus = "visible" | "scheduled" | "hidden";
export function pageStatus(visible: boolean, publishedAt: Date | string | null, now: Date): PageStatus {
  if (!visible) return "hidden";
  return publishedAt && new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "visible";
}

export interface PageSummaryDto {
  _id: string;
  title: string;
  handle: string;
  visible: boolean;
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface PageDto extends PageSummaryDto {
  body: string;
  seoTitle: string;
  seoDescription: string;
}

/** A saved instant as the form's day and time in the store's zone. */
export function pagePublishParts(publishedAt: string | null, tz: string): { date: string; time: string } {
  return publishedAt ? localParts(publishedAt, tz) : { date: "", time: "" };
}
