import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { DomainDto } from "@domain/domains";
import { useT } from "~/lib/i18n";
import { domainUrls } from "./urls";

/** The store's domains: the platform one first; each links to its page (and a purchased one to its DNS records). */
export function DomainsTable({ domains }: { domains: DomainDto[] }) {
  const t = useT("domains");
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("table.domain")}</Table.Th>
            <Table.Th>{t("table.kind")}</Table.Th>
            <Table.Th>{t("table.status")}</Table.Th>
            <Table.Th>{t("table.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {domains.map((d) => (
            <Table.Tr key={d._id} data-domain={d.host}>
              <Table.Td>
                <Group gap="xs" wrap="wrap">
                  <Text className="br-domain-host">{d.host}</Text>
                  {d.primary && (
                    <Badge color="teal" variant="light">
                      {t("primary")}
                    </Badge>
                  )}
                </Group>
                {!d.primary && d.redirectToPrimary && (
                  <Text size="xs" c="dimmed">
                    {t("redirects")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`kind.${d.kind}`)}</Table.Td>
              <Table.Td>
                <Badge color={d.verified ? "green" : "yellow"} variant="light">
                  {d.verified ? t("status.verified") : t("status.pending")}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="sm">
                  <Anchor component={Link} to={domainUrls.domain(d._id)}>
                    {t("manage")}
                  </Anchor>
                  {d.kind === "purchased" && (
                    <Anchor component={Link} to={domainUrls.dnsOf(d._id)}>
                      {t("dnsRecords")}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
