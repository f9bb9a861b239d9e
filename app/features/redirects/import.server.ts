// The redirects import's action: the browser's multipart file streamed to the API as it is parsed (one chunk held).
import { data, unstable_parseMultipartFormData } from "@remix-run/node";
import type { RedirectImportReport } from "@domain/redirect";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { importRedirects } from "~/api-client/redirects.server";

export type RedirectImportData = { report: RedirectImportReport; error?: undefined } | { error: string; report?: undefined };

async function drain(bytes: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _ of bytes) {
    /* discard */
  }
}

/** The report (or why the file was refused as a whole): shown on the same page, the per-row errors under it. */
export async function redirectsImportAction(api: Pick<ApiClients, "store">, request: Request) {
  let answer: RedirectImportData | null = null;
  await unstable_parseMultipartFormData(request, async ({ name, filename, data: bytes }) => {
    if (name !== "file" || !filename || answer) return void (await drain(bytes));
    try {
      answer = { report: await importRedirects(api, bytes) };
    } catch (error) {
      await drain(bytes);
      if (!isApiError(error)) throw error;
      answer = { error: (error.fieldErrors.file ?? error.messages).join(" ") };
    }
    return undefined;
  });
  const result: RedirectImportData = answer ?? { error: "File required" };
  return data<RedirectImportData>(result, { status: result.error ? 400 : 200 });
}
