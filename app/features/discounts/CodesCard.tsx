import { Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { GENERATE_MAX, GENERATED_LENGTH_DEFAULT, GENERATED_LENGTH_MAX, GENERATED_LENGTH_MIN, type CodeJobDto } from "@domain/discount";
import { formatCount } from "@domain/i18n/count";
import { enhance } from "~/enhance/attributes";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { discountUrls } from "./urls";

export const CODES_REGION_ID = "discount-codes";
/** While a job runs, its progress refreshes this often. */
const POLL_MS = 1500;

export const isRunning = (job: CodeJobDto | null) => job !== null && (job.status === "queued" || job.status === "running");

export interface GenerateState {
  values: { count: string; prefix: string; length: string };
  errors: Record<string, string>;
}

/**
 * A code discount's codes (outside the editor's form): the latest generation's progress and the first codes, in a live
 * region that refreshes itself while a job runs (a Refresh link without JavaScript), the CSV export, and the form that
 * starts a generation (`intent=generate-codes`).
 */
export function CodesCard(props: {
  discountId: string;
  codesCount: number;
  job: CodeJobDto | null;
  codes: { code: string; usageCount: number }[];
  generate?: GenerateState;
}) {
  const t = useT("discounts");
  const locale = useLocale();
  const localize = useMessage();
  const url = discountUrls.code.update(props.discountId);
  const { job } = props;
  const n = (x: number) => formatCount(x, locale);
  const running = isRunning(job);
  const values = props.generate?.values ?? { count: "", prefix: "", length: String(GENERATED_LENGTH_DEFAULT) };
  const errors = props.generate?.errors ?? {};
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="codes-title">
      <Stack gap="md">
        <div id={CODES_REGION_ID} {...enhance.live({ src: url, pollMs: running ? POLL_MS : undefined })} aria-live="polite">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text fw={600} id="codes-title">
                {t("codes.title")}
              </Text>
              <Text size="sm" c="dimmed" data-testid="codes-count">
                {t("codes.count", { count: props.codesCount, n: n(props.codesCount) })}
              </Text>
            </div>
            <Group gap="xs">
              <Button component="a" href={discountUrls.codesCsv(props.discountId)} variant="default" size="sm" download>
                {t("codes.export")}
              </Button>
            </Group>
          </Group>
          {job && (
            <div className="br-code-job" data-status={job.status}>
              <Text size="sm" role="status">
                {job.status === "queued" && t("codes.queued", { requested: n(job.requested) })}
                {job.status === "running" &&
                  t("codes.running", { generated: n(job.generated), requested: n(job.requested), percent: Math.floor((job.generated * 100) / job.requested) })}
                {job.status === "done" && t("codes.done", { generated: n(job.generated) })}
                {job.status === "failed" && t("codes.failed", { generated: n(job.generated), requested: n(job.requested), error: localize(job.error ?? "") })}
              </Text>
              {running && <progress max={job.requested} value={job.generated} className="br-code-progress" />}
              {running && (
                <a href={url} className="br-xs">
                  {t("codes.refresh")}
                </a>
              )}
            </div>
          )}
          {props.codes.length > 0 && (
            <div className="br-code-list" aria-label={t("codes.first")}>
              {props.codes.map((c) => (
                <div key={c.code} className="br-code-item">
                  <code>{c.code}</code>
                  <span className="br-dim br-xs">{t("codes.uses", { count: c.usageCount })}</span>
                </div>
              ))}
            </div>
          )}
        </div>

        <Form method="post" action={url} className="br-generate-form" aria-labelledby="generate-title">
          <input type="hidden" name="intent" value="generate-codes" />
          <Stack gap="sm">
            <div>
              <Text fw={600} id="generate-title">
                {t("codes.generateTitle")}
              </Text>
              <Text size="sm" c="dimmed">
                {t("codes.generateHelp")}
              </Text>
            </div>
            <div className="br-discount-row">
              <TextInput
                name="count"
                label={t("codes.count")}
                inputMode="numeric"
                defaultValue={values.count}
                required
                autoComplete="off"
                error={errors.count ? localize(errors.count) : undefined}
                max={GENERATE_MAX}
              />
              <TextInput
                name="prefix"
                label={t("codes.prefix")}
                defaultValue={values.prefix}
                maxLength={20}
                autoComplete="off"
                error={errors.prefix ? localize(errors.prefix) : undefined}
              />
              <TextInput
                name="length"
                label={t("codes.length")}
                inputMode="numeric"
                defaultValue={values.length}
                autoComplete="off"
                min={GENERATED_LENGTH_MIN}
                max={GENERATED_LENGTH_MAX}
                error={errors.length ? localize(errors.length) : undefined}
              />
            </div>
            {errors[""] && (
              <Text size="sm" c="red" role="alert">
                {localize(errors[""])}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="default" disabled={running}>
                {t("codes.submit")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
