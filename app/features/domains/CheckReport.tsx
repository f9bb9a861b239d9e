import { Badge, Table, Text } from "@mantine/core";
import type { CheckReport as Report, RecordCheck, RequiredRecord } from "@domain/domains";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";

const COLOR = { ok: "green", missing: "yellow", wrong: "red", resolver_failed: "gray" } as const;

/** The records a connected domain needs and, per record, what the last check found. */
export function CheckReport({ records, report }: { records: RequiredRecord[]; report: Report | null }) {
  const t = useT("domains");
  const resultOf = (r: RequiredRecord): RecordCheck | undefined => report?.records.find((c) => c.type === r.type && c.name === r.name);
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t("detail.recordsTitle")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("detail.type")}</Table.Th>
              <Table.Th>{t("detail.name")}</Table.Th>
              <Table.Th>{t("detail.expected")}</Table.Th>
              <Table.Th>{t("detail.result")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((r) => {
              const result = resultOf(r);
              return (
                <Table.Tr key={`${r.type} ${r.name}`} data-record={r.type}>
                  <Table.Td>{r.type}</Table.Td>
                  <Table.Td className="br-domain-value">{r.name}</Table.Td>
                  <Table.Td className="br-domain-value">{r.value}</Table.Td>
                  <Table.Td data-status={result?.status ?? "unchecked"}>
                    {result ? (
                      <Badge color={COLOR[result.status]} variant="light" style={{ textTransform: "none", height: "auto", whiteSpace: "normal" }}>
                        {t(`check.${result.status}`, { found: result.found.join(", "), error: result.error ?? "" })}
                      </Badge>
                    ) : (
                      "–"
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" px="md" pb="sm">
        {report ? (
          <>
            {t("detail.lastCheck", { at: "" })}
            <StoreDate value={report.at} time />
          </>
        ) : (
          t("detail.neverChecked")
        )}
      </Text>
    </>
  );
}
