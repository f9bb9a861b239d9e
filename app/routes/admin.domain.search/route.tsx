import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { formatMoney } from "@domain/money";
import { searchDomains } from "~/api-client/domains.server";
import { isApiError } from "~/api-client/errors";
import { BackLink } from "~/components/BackLink";
import { purchaseAction } from "~/features/domains/actions.server";
import { domainUrls } from "~/features/domains/urls";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/features/domains/domains.css";

export const meta = titleMeta;

/** SPEC §2 domain/search: availability through the registrar adapter (`?q=`), and buying one (ADR 067). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const t = await requestT(request, context, "domains");
  const title = pageTitle(t("search.title"));
  if (!q) return { q, title, result: null, error: null };
  try {
    return { q, title, result: await searchDomains(api, q), error: null };
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return { q, title, result: null, error: error.fieldErrors.q?.[0] ?? error.messages.join(" ") };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  return purchaseAction(request, context, api, await request.formData());
}

export default function DomainSearchPage() {
  const { q, result, error } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT("domains");
  const say = useMessage();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <BackLink to={domainUrls.list}>{t("back")}</BackLink>
        <Title order={1} size="h2" mt={4}>
          {t("search.title")}
        </Title>
      </div>
      <Card withBorder radius="md" padding="lg">
        <Form method="get">
          <Group align="flex-end" gap="sm">
            <TextInput
              name="q"
              label={t("search.label")}
              defaultValue={q}
              placeholder="my-shop.vn"
              error={error ? say(error) : undefined}
              style={{ flex: 1, minWidth: 200 }}
              spellCheck={false}
              autoComplete="off"
            />
            <Button type="submit">{t("search.submit")}</Button>
          </Group>
        </Form>
      </Card>
      {answer && (answer.errors.domain?.[0] ?? answer.pageError) && (
        <Alert color="red" role="alert">
          {answer.values.domain}: {say(answer.errors.domain?.[0] ?? answer.pageError ?? "")}
        </Alert>
      )}
      {result ? (
        <Card withBorder radius="md" padding={0}>
          <Alert color={result.registrar.fake ? "yellow" : "blue"} radius={0} data-registrar={result.registrar.fake ? "fake" : "real"}>
            {result.registrar.fake ? t("search.fake") : t("search.real", { name: result.registrar.name })}
          </Alert>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Tbody>
                {result.offers.map((o) => (
                  <Table.Tr key={o.domain} data-offer={o.domain}>
                    <Table.Td className="br-domain-host">{o.domain}</Table.Td>
                    <Table.Td>
                      <Badge color={o.available ? "green" : "gray"} variant="light">
                        {o.available ? t("search.available") : t("search.taken")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {o.price && <Text size="sm">{t("search.perYear", { vnd: formatMoney(o.price.vnd, "vi"), usd: `US$${o.price.usd.toFixed(2)}` })}</Text>}
                    </Table.Td>
                    <Table.Td>
                      {o.available && (
                        <Form method="post">
                          <input type="hidden" name="domain" value={o.domain} />
                          <Button type="submit" size="xs" aria-label={`${t("search.buy")} ${o.domain}`}>
                            {t("search.buy")}
                          </Button>
                        </Form>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : (
        !error && <Text c="dimmed">{t("search.none")}</Text>
      )}
    </Stack>
  );
}
