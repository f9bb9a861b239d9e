import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PURGE_URLS_MAX } from "@domain/cache";
import { listPurges } from "~/api-client/cache.server";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { clearAllIntent, clearUrlsIntent } from "~/features/cache/actions.server";
import { PurgeHistory } from "~/features/cache/PurgeHistory";
import { requireStore } from "~/lib/guards.server";
import { productUrls } from "~/features/products/urls";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/cache/cache.css";

export const meta: MetaFunction = () => [{ title: "Clear cache · Backroom" }];

const CONFIRM_ID = "clear-all-dialog";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return listPurges(api, 20);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "urls":
      return clearUrlsIntent(context, api, formData);
    case "all":
      return clearAllIntent(context, api);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function ClearCachePage() {
  const { purges, provider } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const confirmOpen = new URLSearchParams(useLocation().search).get("confirm") === "clear-all";
  const urlErrors = result?.intent === "urls" ? result.errors : [];
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Clear cache
        </Title>
        <Text size="sm" c="dimmed">
          {provider === "cloudflare"
            ? "Pages and feeds are cached by the app and by Cloudflare. Clear them after a change that must show at once."
            : "Feeds are cached by the app for a few minutes. Clear them after a change that must show at once."}
        </Text>
      </div>

      <Card withBorder radius="md" component="section" aria-labelledby="urls-title">
        <Form method="post" action={productUrls.clearCache}>
          <input type="hidden" name="intent" value="urls" />
          <Stack gap="sm">
            <Text fw={600} id="urls-title">
              Clear cache for URLs
            </Text>
            <Textarea
              name="urls"
              label="URLs"
              description={`One URL a line, starting with http:// or https://. Up to ${PURGE_URLS_MAX} at a time.`}
              placeholder={"https://your-store.com/products/linen-shirt\nhttps://your-store.com/collections/summer"}
              defaultValue={result?.intent === "urls" ? result.urls : ""}
              rows={8}
              spellCheck={false}
              autoComplete="off"
              error={urlErrors.length > 0 ? <ErrorLines lines={urlErrors} /> : undefined}
            />
            <Group justify="space-between" gap="sm">
              <Button type="submit" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
                Clear cache
              </Button>
              <Button component={Link} to="?confirm=clear-all" variant="default" color="red" {...enhance.dialogOpen(CONFIRM_ID)}>
                Clear all cache
              </Button>
            </Group>
          </Stack>
        </Form>
      </Card>

      {result?.intent === "all" && result.errors.length > 0 && (
        <Alert color="red" title="The cache was not cleared" role="alert">
          <ErrorLines lines={result.errors} />
        </Alert>
      )}

      <Card withBorder padding={0} radius="md" component="section" aria-labelledby="history-title">
        <div className="br-purge-head">
          <Text fw={600} id="history-title">
            Recent purges
          </Text>
        </div>
        <PurgeHistory purges={purges} />
      </Card>

      <DialogFrame
        id={CONFIRM_ID}
        opened={confirmOpen}
        closeHref={productUrls.clearCache}
        title="Clear all cache"
        footer={
          <>
            <Button component={Link} to={productUrls.clearCache} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()} autoFocus={confirmOpen}>
              Cancel
            </Button>
            <Button type="submit" form={`${CONFIRM_ID}-form`} color="red" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              Clear all cache
            </Button>
          </>
        }
      >
        <Form method="post" action={productUrls.clearCache} id={`${CONFIRM_ID}-form`}>
          <input type="hidden" name="intent" value="all" />
        </Form>
        <Text>Everything cached for this store is dropped. Pages and feeds load a little slower until the cache fills again.</Text>
      </DialogFrame>
    </Stack>
  );
}

function ErrorLines({ lines }: { lines: string[] }) {
  return (
    <span className="br-error-lines">
      {lines.map((line) => (
        <span key={line} style={{ display: "block" }}>
          {line}
        </span>
      ))}
    </span>
  );
}
