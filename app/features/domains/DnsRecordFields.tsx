import { Alert, Button, Checkbox, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { CAA_TAGS, DNS_RECORD_TYPES, TTL_DEFAULT, type DnsRecordDto } from "@domain/dns-records";
import { useMessage, useT } from "~/lib/i18n";
import type { DomainActionData } from "./actions.server";

/**
 * The add / edit form of a DNS record: every type's fields are shown (plain HTML, no script needed); the API uses the
 * ones of the chosen type. After a refusal the typed values come back with each field's message.
 */
export function DnsRecordFields({
  action,
  record,
  answer,
  cancelHref,
}: {
  action: string;
  record: DnsRecordDto | null;
  answer: DomainActionData | null;
  cancelHref: string;
}) {
  const t = useT("domains");
  const say = useMessage();
  const mine = answer && answer.intent === "save" && (answer.values.recordId ?? "") === (record?._id ?? "") ? answer : null;
  const value = (k: string, fallback: string) => mine?.values[k] ?? fallback;
  const error = (k: string) => (mine?.errors[k]?.[0] ? say(mine.errors[k][0]) : undefined);
  const confirmError = error("confirm");
  return (
    <Form method="post" action={action} noValidate>
      <input type="hidden" name="intent" value="save" />
      {record && <input type="hidden" name="recordId" value={record._id} />}
      {record && <input type="hidden" name="version" value={String(record.version)} />}
      <Stack gap="sm">
        {mine?.pageError && (
          <Alert color="red" role="alert">
            {say(mine.pageError)}
          </Alert>
        )}
        <div className="br-domain-fields">
          <NativeSelect
            name="type"
            label={t("dns.type")}
            data={[...DNS_RECORD_TYPES]}
            defaultValue={value("type", record?.type ?? "A")}
            error={error("type")}
          />
          <TextInput
            name="name"
            label={t("dns.name")}
            description={t("dns.nameHelp")}
            defaultValue={value("name", record?.name ?? "@")}
            error={error("name")}
          />
          <TextInput name="ttl" label={t("dns.ttl")} inputMode="numeric" defaultValue={value("ttl", String(record?.ttl ?? TTL_DEFAULT))} error={error("ttl")} />
          <TextInput
            name="priority"
            label={`${t("dns.priority")} (MX)`}
            inputMode="numeric"
            defaultValue={value("priority", record?.priority?.toString() ?? "")}
            error={error("priority")}
          />
          <TextInput
            name="flags"
            label={`${t("dns.flags")} (CAA)`}
            inputMode="numeric"
            defaultValue={value("flags", record?.flags?.toString() ?? "")}
            error={error("flags")}
          />
          <NativeSelect
            name="tag"
            label={`${t("dns.tag")} (CAA)`}
            data={["", ...CAA_TAGS]}
            defaultValue={value("tag", record?.tag ?? "")}
            error={error("tag")}
          />
        </div>
        <TextInput name="value" label={t("dns.value")} defaultValue={value("value", record?.value ?? "")} error={error("value")} />
        {confirmError && <Checkbox name="confirm" label={t("dns.confirm")} error={confirmError} />}
        <Group>
          <Button type="submit">{record ? t("dns.save") : t("dns.add")}</Button>
          {record && (
            <Button component={Link} to={cancelHref} variant="default">
              {t("dns.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </Form>
  );
}
