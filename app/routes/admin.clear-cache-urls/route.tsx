import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PURGE_URLS_MAX } from "@domain/cache";
import { listPurges } from "~/api-client/cache.server";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { clearAllIntent, clearUrlsIntent } from "~/features/cache/actions.server";
import { PurgeHistory } from "~/features/cache/PurgeHistory";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { productUrls } from "~/features/products/urls";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/cache/cache.css";

export const meta = titleMeta;

const CONFIRM_ID = "clear-all-dialog";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "cache");
  return { title: pageTitle(t("title")), ...(await listPurges(api, 20)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "urls":
      return clearUrlsIntent(request, context, api, formData);
    case "all":
      return clearAllIntent(request, context, api);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function ClearCachePage() {
  const { purges, provider } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const confirmOpen = new URLSearchParams(useLocation().search).get("confirm") === "clear-all";
  const urlErrors = result?.intent === "urls" ? result.errors : [];
  const t = useT("cache");
  const tc = useT();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text size="sm" c="dimmed">
          {provider === "cloudflare" ? t("introCloudflare") : t("introApp")}
        </Text>
      </div>

      <Card withBorder radius="md" component="section" aria-labelledby="urls-title">
        <Form method="post" action={productUrls.clearCache}>
          <input type="hidden" name="intent" value="urls" />
          <Stack gap="sm">
            <Text fw={600} id="urls-title">
              {t("urls.title")}
            </Text>
            <Textarea
              name="urls"
              label={t("urls.label")}
              description={t("urls.hint", { n: PURGE_URLS_MAX })}
              placeholder={"https://your-store.com/products/linen-shirt\nhttps://your-store.com/collections/summer"}
              defaultValue={result?.intent === "urls" ? result.urls : ""}
              rows={8}
              spellCheck={false}
              autoComplete="off"
              error={urlErrors.length > 0 ? <ErrorLines lines={urlErrors} /> : undefined}
            />
            <Group justify="space-between" gap="sm">
              <Button type="submit" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
                {t("urls.submit")}
              </Button>
              <Button component={Link} to="?confirm=clear-all" variant="default" color="red" {...enhance.dialogOpen(CONFIRM_ID)}>
                {t("all.open")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Card>

      {result?.intent === "all" && result.errors.length > 0 && (
        <Alert color="red" title={t("all.failed")} role="alert">
          <ErrorLines lines={result.errors} />
        </Alert>
      )}

      <Card withBorder padding={0} radius="md" component="section" aria-labelledby="history-title">
        <div className="br-purge-head">
          <Text fw={600} id="history-title">
            {t("history.title")}
          </Text>
        </div>
        <PurgeHistory purges={purges} />
      </Card>

      <DialogFrame
        id={CONFIRM_ID}
        opened={confirmOpen}
        closeHref={productUrls.clearCache}
        title={t("all.title")}
        footer={
          <>
            <Button component={Link} to={productUrls.clearCache} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()} autoFocus={confirmOpen}>
              {tc("dialog.cancel")}
            </Button>
            <Button type="submit" form={`${CONFIRM_ID}-form`} color="red" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              {t("all.submit")}
            </Button>
          </>
        }
      >
        <Form method="post" action={productUrls.clearCache} id={`${CONFIRM_ID}-form`}>
          <input type="hidden" name="intent" value="all" />
        </Form>
        <Text>{t("all.body")}</Text>
      </DialogFrame>
    </Stack>
  );
}

/** The refused URLs, a line each; SPEC's and the API's English messages said in the page's language. */
function ErrorLines({ lines }: { lines: string[] }) {
  const localize = useMessage();
  return (
    <span className="br-error-lines">
      {lines.map(localize).map((line) => (
        <span key={line} style={{ display: "block" }}>
          {line}
        </span>
      ))}
    </span>
  );
}
