import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { listDomains } from "~/api-client/domains.server";
import { DomainsTable } from "~/features/domains/DomainsTable";
import { domainUrls } from "~/features/domains/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/features/domains/domains.css";

export const meta = titleMeta;

/** SPEC §2 domain: the store's domains, which is primary, and the ways to add one (ADR 067). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  const [domains, t] = await Promise.all([listDomains(api), requestT(request, context, "domains")]);
  return { domains, title: pageTitle(t("title")) };
}

export default function DomainsPage() {
  const { domains } = useLoaderData<typeof loader>();
  const t = useT("domains");
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("description")}
          </Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to={domainUrls.search} variant="default">
            {t("buy")}
          </Button>
          <Button component={Link} to={domainUrls.connect}>
            {t("connect")}
          </Button>
        </Group>
      </Group>
      <Card withBorder padding={0} radius="md">
        <DomainsTable domains={domains} />
      </Card>
    </Stack>
  );
}
