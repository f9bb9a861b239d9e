import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Button, Card, Stack, Text, TextInput, Title } from "@mantine/core";
import { BackLink } from "~/components/BackLink";
import { connectAction } from "~/features/domains/actions.server";
import { domainUrls } from "~/features/domains/urls";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/features/domains/domains.css";

export const meta = titleMeta;

/** SPEC §2 domain/connect: the merchant types a domain they own; the next page shows the records to create. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStore(request, context, "domains");
  const t = await requestT(request, context, "domains");
  return { title: pageTitle(t("connectPage.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  return connectAction(request, context, api, await request.formData());
}

export default function ConnectDomainPage() {
  const answer = useActionData<typeof action>();
  const t = useT("domains");
  const say = useMessage();
  const error = answer?.errors.domain?.[0] ?? answer?.pageError ?? null;
  return (
    <Stack gap="lg" maw={640}>
      <div>
        <BackLink to={domainUrls.list}>{t("back")}</BackLink>
        <Title order={1} size="h2" mt={4}>
          {t("connectPage.title")}
        </Title>
      </div>
      <Card withBorder radius="md" padding="lg">
        <Form method="post" noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("connectPage.help")}
            </Text>
            <TextInput
              name="domain"
              label={t("connectPage.label")}
              placeholder="shop.example.com"
              defaultValue={answer?.values.domain ?? ""}
              error={error ? say(error) : undefined}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <div>
              <Button type="submit">{t("connectPage.submit")}</Button>
            </div>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
