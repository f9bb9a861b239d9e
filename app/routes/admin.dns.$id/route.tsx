import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Anchor, Button, Card, Checkbox, Group, Stack, Table, Text, Title } from "@mantine/core";
import { listDnsRecords } from "~/api-client/domains.server";
import { BackLink } from "~/components/BackLink";
import { dnsAction } from "~/features/domains/actions.server";
import { DnsRecordFields } from "~/features/domains/DnsRecordFields";
import { domainUrls } from "~/features/domains/urls";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/features/domains/domains.css";

export const meta = titleMeta;

/** SPEC §2 dns: a purchased domain's records; `?edit=<record id>` opens one in the form (ADR 067). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  const { domain, records } = await listDnsRecords(api, params.id!).catch(throwRouteError);
  const editId = new URL(request.url).searchParams.get("edit");
  return { domain, records, editing: records.find((r) => r._id === editId) ?? null, title: pageTitle(domain.host) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  return dnsAction(request, context, api, params.id!, await request.formData());
}

export default function DnsRecordsPage() {
  const { domain, records, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const t = useT("domains");
  const say = useMessage();
  const here = domainUrls.dnsOf(domain._id);
  const deleteAnswer = answer?.intent === "delete" ? answer : null;
  const deleteError = deleteAnswer ? (deleteAnswer.errors.confirm?.[0] ?? deleteAnswer.pageError) : null;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <BackLink to={domainUrls.list}>{t("back")}</BackLink>
        <Title order={1} size="h2" mt={4} className="br-domain-host">
          {t("dns.of", { host: domain.host })}
        </Title>
      </div>
      {deleteError && (
        <Alert color="red" role="alert">
          {say(deleteError)}
        </Alert>
      )}
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("dns.type")}</Table.Th>
                <Table.Th>{t("dns.name")}</Table.Th>
                <Table.Th>{t("dns.value")}</Table.Th>
                <Table.Th>{t("dns.ttl")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((r) => (
                <Table.Tr key={r._id} data-record={`${r.type} ${r.name}`}>
                  <Table.Td>{r.type}</Table.Td>
                  <Table.Td className="br-domain-value">{r.name}</Table.Td>
                  <Table.Td className="br-domain-value">
                    {r.type === "MX" && `${r.priority} `}
                    {r.type === "CAA" && `${r.flags} ${r.tag} `}
                    {r.value}
                  </Table.Td>
                  <Table.Td>{r.ttl}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor component={Link} to={domainUrls.editRecord(domain._id, r._id)}>
                        {t("dns.edit")}
                      </Anchor>
                      <Form method="post" action={here}>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="recordId" value={r._id} />
                        <input type="hidden" name="version" value={String(r.version)} />
                        {deleteAnswer?.values.recordId === r._id && deleteAnswer.errors.confirm && (
                          <Checkbox name="confirm" label={t("dns.confirm")} size="xs" mb={4} />
                        )}
                        <Button type="submit" size="xs" variant="subtle" color="red">
                          {t("dns.delete")}
                        </Button>
                      </Form>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" p="sm">
          {t("dns.records", { n: records.length })}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="record-form-title">
        <Text fw={600} mb="sm" id="record-form-title">
          {editing ? t("dns.edit") : t("dns.add")}
        </Text>
        <DnsRecordFields
          key={editing?._id ?? "new"}
          action={editing ? domainUrls.editRecord(domain._id, editing._id) : here}
          record={editing}
          answer={answer}
          cancelHref={here}
        />
      </Card>
    </Stack>
  );
}
