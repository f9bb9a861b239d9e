// The domains area's actions (ADR 067): each parses its form with the domain's one schema, makes one API call, and ends
// in a redirect with a flash toast, or in the form again with the input kept and each field's message (rules 3, 4).
import { data, type AppLoadContext } from "@remix-run/node";
import { DnsRecordFormSchema } from "@domain/dns-records";
import { ConnectDomainFormSchema, DomainSettingsFormSchema, PurchaseDomainFormSchema } from "@domain/domains";
import type { ApiClients } from "~/api-client/client.server";
import {
  checkDomain,
  connectDomain,
  createDnsRecord,
  deleteDnsRecord,
  purchaseDomain,
  removeDomain,
  updateDnsRecord,
  updateDomain,
} from "~/api-client/domains.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { domainUrls } from "./urls";

type Api = Pick<ApiClients, "store">;

export interface DomainActionData {
  intent: string;
  /** What the person typed, kept for the form. */
  values: Record<string, string>;
  errors: Record<string, string[]>;
  /** A refusal about no one field (a 409, a 429, a kept domain). */
  pageError: string | null;
}

const typed = (formData: FormData) => {
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries()) if (typeof v === "string") values[k] = v;
  return values;
};

/** The form again: the schema's errors, or an API refusal's field errors and message, with the input kept. */
function refused(intent: string, formData: FormData, errors: Record<string, string[] | null | undefined>, pageError: string | null, status = 400) {
  const clean = Object.fromEntries(Object.entries(errors).filter(([, v]) => v && v.length > 0)) as Record<string, string[]>;
  return data<DomainActionData>({ intent, values: typed(formData), errors: clean, pageError }, { status });
}

async function attempt(intent: string, formData: FormData, run: () => Promise<Response>) {
  try {
    return await run();
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fields = error.fieldErrors;
    const pageError = Object.keys(fields).length === 0 ? error.messages.join(" ") : null;
    return refused(intent, formData, fields, pageError, error.status === 409 || error.status === 429 ? error.status : 400);
  }
}

export async function connectAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const submission = parseForm(formData, ConnectDomainFormSchema);
  if (submission.status !== "success") return refused("connect", formData, submission.error ?? {}, null);
  const t = await requestT(request, context, "domains");
  return attempt("connect", formData, async () => {
    const domain = await connectDomain(api, submission.value.domain);
    return redirectWithToast(context, domainUrls.domain(domain._id), { kind: "success", message: t("connectPage.connected") });
  });
}

export async function purchaseAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const submission = parseForm(formData, PurchaseDomainFormSchema);
  if (submission.status !== "success") return refused("purchase", formData, submission.error ?? {}, null);
  const t = await requestT(request, context, "domains");
  return attempt("purchase", formData, async () => {
    const domain = await purchaseDomain(api, submission.value.domain);
    return redirectWithToast(context, domainUrls.dnsOf(domain._id), { kind: "success", message: t("search.bought") });
  });
}

/** The domain page's forms: save (primary, redirect), check (DNS now), remove. */
export async function domainAction(request: Request, context: AppLoadContext, api: Api, id: string, formData: FormData) {
  const t = await requestT(request, context, "domains");
  const intent = String(formData.get("intent") ?? "save");
  switch (intent) {
    case "save": {
      const submission = parseForm(formData, DomainSettingsFormSchema);
      if (submission.status !== "success") return refused(intent, formData, submission.error ?? {}, null);
      return attempt(intent, formData, async () => {
        await updateDomain(api, id, submission.value);
        return redirectWithToast(context, domainUrls.domain(id), { kind: "success", message: t("detail.saved") });
      });
    }
    case "check":
      return attempt(intent, formData, async () => {
        await checkDomain(api, id);
        return redirectWithToast(context, domainUrls.domain(id), { kind: "success", message: t("detail.checked") });
      });
    case "remove":
      return attempt(intent, formData, async () => {
        await removeDomain(api, id, Number(formData.get("version")) || 1);
        return redirectWithToast(context, domainUrls.list, { kind: "success", message: t("detail.removed") });
      });
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

/** The DNS page's forms: save (add, or edit with `recordId`) and delete. */
export async function dnsAction(request: Request, context: AppLoadContext, api: Api, id: string, formData: FormData) {
  const t = await requestT(request, context, "domains");
  const intent = String(formData.get("intent") ?? "save");
  const recordId = String(formData.get("recordId") ?? "");
  switch (intent) {
    case "save": {
      const submission = parseForm(formData, DnsRecordFormSchema);
      if (submission.status !== "success") return refused(intent, formData, submission.error ?? {}, null);
      return attempt(intent, formData, async () => {
        if (recordId) await updateDnsRecord(api, id, recordId, submission.value);
        else await createDnsRecord(api, id, submission.value);
        return redirectWithToast(context, domainUrls.dnsOf(id), { kind: "success", message: t(recordId ? "dns.saved" : "dns.added") });
      });
    }
    case "delete":
      return attempt(intent, formData, async () => {
        await deleteDnsRecord(api, id, recordId, Number(formData.get("version")) || 1, formData.get("confirm") === "on");
        return redirectWithToast(context, domainUrls.dnsOf(id), { kind: "success", message: t("dns.deleted") });
      });
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
