import { Anchor, Badge, Box, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { outbox, type OutboxMail, type OutboxRead } from "~/api-client/accounts.server";
import { Logo } from "~/components/shell/Logo";
import { EmptyState } from "~/components/EmptyState";
import { StoreDate } from "~/components/StoreDate";
import { storeTimezone } from "~/lib/dates";
import { requireOperator } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Outbox · Backroom" }];

// ADR 004: the operators' mailbox. Everyone else gets the 404 page (SPEC §2 navigation guard).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireOperator(request, context, { store: false });
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const { mails, reads } = await outbox(api, to || undefined);
  const title = (await requestT(request, context, "auth"))("meta.outbox");
  return { title, to, reads, timezone: storeTimezone(user), mails: [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)) };
}

const URL_RE = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Mail text with its links clickable (sign-up, reset and invitation links are the point of this page). */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_RE);
  return (
    <Text component="pre" fz="sm" m={0} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word", fontFamily: "inherit" }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part} fz="sm">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

const STATUS_COLOR: Record<string, string> = { sent: "teal", failed: "red", undelivered: "orange" };

const STATUSES = ["sent", "failed", "undelivered", "stored"] as const;
const isStatus = (status: string): status is (typeof STATUSES)[number] => STATUSES.some((s) => s === status);

function Mail({ mail, timezone }: { mail: OutboxMail; timezone: string }) {
  const t = useT("auth");
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group justify="space-between" align="flex-start" gap="xs" mb={6} wrap="wrap">
        <div>
          <Text fw={600}>{mail.subject || t(`outbox.channel.${mail.channel}`)}</Text>
          <Text fz="sm" c="dimmed">
            {t("outbox.to", { to: mail.to })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="outline" color={mail.channel === "sms" ? "grape" : "gray"} data-channel={mail.channel}>
            {t(`outbox.channel.${mail.channel}`)}
          </Badge>
          <Badge variant="light" color={STATUS_COLOR[mail.status] ?? "gray"}>
            {isStatus(mail.status) ? t(`outbox.status.${mail.status}`) : mail.status}
          </Badge>
          <Text fz="xs" c="dimmed" component="span">
            <StoreDate value={mail.createdAt} time timezone={timezone} />
          </Text>
        </Group>
      </Group>
      <MailText text={mail.text} />
    </Paper>
  );
}

/** Every read of this page and of GET /api/outbox is recorded (ADR 019); the latest are listed here. */
function OutboxReads({ reads, timezone }: { reads: OutboxRead[]; timezone: string }) {
  const t = useT("auth");
  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby="outbox-reads">
      <Title order={2} fz="lg" id="outbox-reads" mb="xs">
        {t("outbox.readsTitle")}
      </Title>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("outbox.readsOperator")}</Table.Th>
            <Table.Th>{t("outbox.readsFilter")}</Table.Th>
            <Table.Th ta="right">{t("outbox.readsMails")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reads.map((read, i) => (
            <Table.Tr key={i}>
              <Table.Td style={{ wordBreak: "break-word" }}>
                {read.readerEmail}
                <Text component="span" display="block" fz="xs" c="dimmed">
                  <StoreDate value={read.readAt} time timezone={timezone} />
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>{read.filter || t("outbox.readsAll")}</Table.Td>
              <Table.Td ta="right">{read.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export default function OutboxPage() {
  const { to, mails, reads, timezone } = useLoaderData<typeof loader>();
  const t = useT("auth");
  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size="md" py="xl">
        <Group justify="space-between" mb="lg">
          <Anchor component={Link} to="/admin" underline="never" aria-label={t("outbox.home")}>
            <Logo />
          </Anchor>
          <Button component={Link} to="/admin" variant="default" size="xs">
            {t("outbox.backToAdmin")}
          </Button>
        </Group>
        <Title order={1} fz={26}>
          {t("outbox.title")}
        </Title>
        <Text c="dimmed" mb="md">
          {t("outbox.intro")}
        </Text>
        <Form method="get">
          <Group align="flex-end" gap="xs" mb="lg">
            <TextInput name="to" label={t("outbox.recipient")} placeholder="someone@example.com" defaultValue={to} style={{ flex: 1 }} />
            <Button type="submit" variant="default">
              {t("outbox.filter")}
            </Button>
            {to ? (
              <Button component={Link} to="/test" variant="subtle">
                {t("outbox.clear")}
              </Button>
            ) : null}
          </Group>
        </Form>
        <Stack gap="sm">
          {mails.length === 0 ? (
            <Paper withBorder radius="md">
              <EmptyState
                title={to ? t("outbox.emptyTo", { to }) : t("outbox.empty")}
                body={t("outbox.emptyBody")}
                action={to ? { to: "/test", label: t("outbox.showAll") } : null}
              />
            </Paper>
          ) : (
            mails.map((mail) => <Mail key={mail.id} mail={mail} timezone={timezone} />)
          )}
        </Stack>
        <OutboxReads reads={reads} timezone={timezone} />
      </Container>
    </Box>
  );
}
