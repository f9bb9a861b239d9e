import { Alert, Button, Card, Stack, Table, Text } from "@mantine/core";
import type { RedirectImportReport } from "@domain/redirect";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { redirectUrls } from "./urls";

/** The upload: a plain multipart form, so it posts without JavaScript. */
export function ImportForm({ error }: { error?: string }) {
  const t = useT("redirects");
  const localize = useMessage();
  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <form method="post" encType="multipart/form-data" action={redirectUrls.import}>
        <Stack gap="md">
          <Text size="sm">{t("csv.importHelp")}</Text>
          {/* A native file input (csv.css's look): Mantine's FileInput needs JavaScript to open the picker. */}
          <div className="br-csv-field">
            <label htmlFor="redirects-import-file" className="br-csv-label">
              {t("csv.file")}
            </label>
            <input
              id="redirects-import-file"
              className="br-csv-file"
              type="file"
              name="file"
              accept=".csv,.txt,text/csv,text/plain"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "redirects-import-error" : undefined}
            />
            {error && (
              <div id="redirects-import-error" className="br-csv-error" role="alert">
                {localize(error)}
              </div>
            )}
          </div>
          <div>
            <Button type="submit">{t("csv.upload")}</Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** What the import did: how many rows went in, and the refused rows by line with the field and the reason. */
export function ImportReport({ report }: { report: RedirectImportReport }) {
  const t = useT("redirects");
  const locale = useLocale();
  const localize = useMessage();
  const more = report.errorCount - report.errors.length;
  return (
    <Stack gap="md" maw={720}>
      <Alert
        color={report.errorCount ? "yellow" : "green"}
        variant="light"
        role="status"
        title={t("csv.report", { created: formatCount(report.created, locale), rows: formatCount(report.rows, locale) })}
      >
        <a href={redirectUrls.list}>{t("csv.back")}</a>
      </Alert>
      {report.errors.length > 0 && (
        <Card withBorder padding={0} radius="md">
          <Text fw={600} p="md">
            {t("csv.errorsTitle")}
          </Text>
          <Table className="br-import-errors" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t("csv.line")}</Table.Th>
                <Table.Th w={110}>{t("csv.field")}</Table.Th>
                <Table.Th>{t("csv.message")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((e, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{e.line}</Table.Td>
                  <Table.Td>{e.field === "path" ? t("editor.path") : e.field === "target" ? t("editor.target") : ""}</Table.Td>
                  <Table.Td>{localize(e.message)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {more > 0 && (
            <Text size="sm" c="dimmed" p="md">
              {t("csv.errorsMore", { n: formatCount(more, locale) })}
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
