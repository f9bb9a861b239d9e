import { Alert, Button, Card, Checkbox, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { RECOVERY_CHANNELS, type RecoverySchedule } from "@domain/abandoned";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";

export interface ScheduleActionData {
  result: SubmissionResult<string[]>;
  conflictVersion: number | null;
}

/**
 * The store's recovery schedule (ADR 040): three e-mails and three SMS, each on or off with its hours after the buyer
 * left. A plain form posting intent "schedule"; a refused one keeps what was typed, with each field's reason.
 */
export function ScheduleCard({ schedule, version, actionData }: { schedule: RecoverySchedule; version: number; actionData?: ScheduleActionData }) {
  const t = useT("abandoned");
  const localize = useMessage();
  const typed = actionData?.result.initialValue as { schedule?: Record<string, { enabled?: string; delayHours?: string }[]> } | undefined;
  const errors = actionData?.result.error ?? {};
  const formErrors = errors[""] ?? [];
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="ab-schedule" id="schedule">
      <Text fw={600} id="ab-schedule">
        {t("schedule.title")}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t("schedule.description")}
      </Text>
      <Form method="post">
        <input type="hidden" name="intent" value="schedule" />
        <input type="hidden" name="version" value={actionData?.conflictVersion ?? version} />
        {formErrors.length > 0 && (
          <Alert color="red" mb="md" role="alert">
            {formErrors.map((m) => localize(m)).join(" ")}
          </Alert>
        )}
        <div className="br-ab-schedule">
          {RECOVERY_CHANNELS.map((channel) => (
            <fieldset key={channel} className="br-ab-channel">
              {schedule[channel].map((step, i) => {
                const name = `schedule.${channel}[${i}]`;
                const sent = typed?.schedule?.[channel]?.[i];
                const error = errors[`${name}.delayHours`];
                const label = t(channel === "email" ? "schedule.email" : "schedule.sms", { n: i + 1 });
                return (
                  <div key={i} className="br-ab-step">
                    <Checkbox
                      name={`${name}.enabled`}
                      label={label}
                      defaultChecked={sent ? sent.enabled === "on" : step.enabled}
                      aria-label={`${t("schedule.send")}: ${label}`}
                    />
                    <TextInput
                      name={`${name}.delayHours`}
                      aria-label={`${label}: ${t("schedule.delay")}`}
                      defaultValue={sent?.delayHours ?? String(step.delayHours)}
                      inputMode="numeric"
                      rightSection={<span className="br-dim br-xs">{t("schedule.hours")}</span>}
                      rightSectionWidth={48}
                      error={error ? error.map((m) => localize(m)).join(" ") : undefined}
                      w={140}
                      size="sm"
                    />
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <Text size="xs" c="dimmed" mt="sm">
          {t("schedule.smsNote")}
        </Text>
        <Button type="submit" mt="md" {...enhance.lock(2000)}>
          {t("schedule.save")}
        </Button>
      </Form>
    </Card>
  );
}
