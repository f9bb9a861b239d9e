import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { listDomains } from "~/api-client/domains.server";
import { domainUrls } from "~/features/domains/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";

export const meta = titleMeta;

/** SPEC §2 dns: the records of the first purchased domain (each has its page), or the way to buy one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  const hosted = (await listDomains(api)).find((d) => d.kind === "purchased");
  if (hosted) throw redirect(domainUrls.dnsOf(hosted._id));
  const t = await requestT(request, context, "domains");
  return { title: pageTitle(t("dns.title")) };
}

export default function DnsIndexPage() {
  useLoaderData<typeof loader>();
  const t = useT("domains");
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t("dns.title")}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t("dns.none")}</Text>
          <Button component={Link} to={domainUrls.search}>
            {t("buy")}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
