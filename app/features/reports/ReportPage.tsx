import type { ReactNode } from "react";
import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { useT } from "~/lib/i18n";
import { reportUrls } from "./urls";

/** The frame of every report: title, description, the reports' own tabs, the filter, a refusal if any, the report. */
export function ReportPage({
  title,
  description,
  filter,
  refused,
  current,
  query,
  actions,
  children,
}: {
  title: string;
  description: string;
  filter: ReactNode;
  refused: string | null;
  current: keyof typeof REPORT_TABS;
  /** The range's parameters, so moving between reports keeps it. */
  query: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT("reports");
  return (
    <Stack gap="md" className="br-report" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        {actions}
      </Group>
      <nav className="br-tabs br-report-tabs" aria-label={t("nav.analytics")}>
        {(Object.keys(REPORT_TABS) as (keyof typeof REPORT_TABS)[]).map((key) => (
          <a key={key} href={`${REPORT_TABS[key]}${query ? `?${query}` : ""}`} className="br-tab" aria-current={key === current ? "page" : undefined}>
            {t(`nav.${key}`)}
          </a>
        ))}
      </nav>
      {filter}
      {refused !== null && (
        <Alert color="red" variant="light" role="alert">
          {t("refused", { message: refused })}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

export const REPORT_TABS = {
  analytics: reportUrls.analytics,
  salesReports: reportUrls.salesReports,
  estimatedProfit: reportUrls.estimatedProfit,
  utm: reportUrls.utm,
} as const;
