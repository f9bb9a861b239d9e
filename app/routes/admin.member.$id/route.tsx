import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { UUID_RE } from "@domain/contracts/endpoint";
import { isApiError } from "~/api-client/errors";
import { getMember, setMemberDisabled } from "~/api-client/store-ops.server";
import { StoreDate } from "~/components/StoreDate";
import { memberUrls } from "~/features/store-ops/urls";
import { notFound, requireOperator, throwRouteError } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { redirectWithToast } from "~/lib/toast.server";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 member/{id}, restricted: one user, their sign-in info and their stores with role and plan (ADR 063). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user } = await requireOperator(request, context);
  if (!UUID_RE.test(params.id ?? "")) throw notFound();
  const [member, t] = await Promise.all([getMember(api, params.id!).catch(throwRouteError), requestT(request, context, "ops")]);
  return { member, isYou: member.id === user.id, title: pageTitle(member.email || t("members.title")) };
}

/** `intent=disable|enable`: the API revokes the account's sessions on disable; back to the page with the API's toast. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  if (!UUID_RE.test(params.id ?? "")) throw notFound();
  const intent = (await request.formData()).get("intent");
  if (intent !== "disable" && intent !== "enable") throw new Response("Unknown intent", { status: 400 });
  try {
    const { message } = await setMemberDisabled(api, params.id!, intent === "disable");
    return redirectWithToast(context, memberUrls.detail(params.id!), { kind: "success", message });
  } catch (error) {
    if (isApiError(error) && error.status === 400) return data({ pageError: error.messages.join(" ") }, { status: 400 });
    return throwRouteError(error);
  }
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

export default function MemberPage() {
  const { member, isYou } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const t = useT("ops");
  const localize = useMessage();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Anchor component={Link} to={memberUrls.list} size="sm">
        ← {t("members.back")}
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" className="br-break">
          {member.email}
        </Title>
        <Badge variant="light" color={member.verified ? "green" : "gray"}>
          {member.verified ? t("members.verified") : t("members.notVerified")}
        </Badge>
        {member.disabled && (
          <Badge variant="light" color="red">
            {t("members.disabled")}
          </Badge>
        )}
      </Group>
      {refused?.pageError && (
        <Alert color="red" role="alert">
          {localize(refused.pageError)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="member-account">
          <Text fw={600} mb="sm" id="member-account">
            {t("members.account")}
          </Text>
          <Stack gap="sm">
            <Fact label={t("members.name")}>{member.name || "—"}</Fact>
            <Fact label={t("members.created")}>
              <StoreDate value={member.createdAt} time />
            </Fact>
            <Fact label={t("members.verifiedAt")}>{member.verifiedAt ? <StoreDate value={member.verifiedAt} time /> : t("members.notVerified")}</Fact>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="member-sign-in">
          <Text fw={600} mb="sm" id="member-sign-in">
            {t("members.signIn")}
          </Text>
          <Stack gap="sm">
            <Fact label={t("members.lastSignIn")}>{member.lastSignInAt ? <StoreDate value={member.lastSignInAt} time /> : t("members.never")}</Fact>
            <Fact label={t("members.activeSessions")}>{member.activeSessions}</Fact>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="member-access">
        <Text fw={600} mb="xs" id="member-access">
          {t("members.access")}
        </Text>
        <Text size="sm" mb="sm">
          {member.disabled ? t("members.accessDisabled") : t("members.accessEnabled")}
        </Text>
        {isYou ? (
          <Text size="sm" c="dimmed">
            {t("members.you")}
          </Text>
        ) : (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value={member.disabled ? "enable" : "disable"}
              variant={member.disabled ? "default" : "outline"}
              color={member.disabled ? undefined : "red"}
            >
              {member.disabled ? t("members.enable") : t("members.disable")}
            </Button>
          </Form>
        )}
      </Card>
      <Card withBorder padding={0} radius="md" component="section" aria-labelledby="member-stores">
        <Text fw={600} p="lg" pb="xs" id="member-stores">
          {t("members.storesTitle")}
        </Text>
        {member.stores.length === 0 ? (
          <Text px="lg" pb="lg" size="sm">
            {t("members.noStores")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="lg">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("members.store")}</Table.Th>
                  <Table.Th>{t("members.domain")}</Table.Th>
                  <Table.Th>{t("members.role")}</Table.Th>
                  <Table.Th>{t("members.plan")}</Table.Th>
                  <Table.Th>{t("members.joined")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {member.stores.map((s) => (
                  <Table.Tr key={s.storeId}>
                    <Table.Td fw={600}>{s.name}</Table.Td>
                    <Table.Td className="br-break">{s.domain}</Table.Td>
                    <Table.Td>{t(`members.roleName.${s.role}`)}</Table.Td>
                    <Table.Td>
                      {s.plan ? (
                        s.plan.name
                      ) : (
                        <>
                          {t(s.trial.status === "ACTIVE" ? "members.trialActive" : "members.trialExpired")} <StoreDate value={s.trial.endsAt} />
                        </>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StoreDate value={s.joinedAt} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
