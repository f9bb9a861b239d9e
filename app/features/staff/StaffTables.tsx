import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { StaffInvitationDto, StaffMemberDto } from "@domain/staff";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import { settingsUrls } from "../settings/urls";

function Access({ role, scopes }: { role: StaffMemberDto["role"]; scopes: readonly string[] }) {
  const t = useT("staff");
  if (role !== "staff") return <span className="br-dim">{t("allPermissions")}</span>;
  if (scopes.length === 0) return <span className="br-dim">{t("basicOnly")}</span>;
  return <span>{scopes.map((s) => t(`scopes.${s}` as "scopes.orders")).join(", ")}</span>;
}

const roleColor = { owner: "grape", admin: "blue", staff: "gray" } as const;

/** The store's members: everyone but the owner and oneself links to their access page. */
export function StaffMembersTable({ members }: { members: StaffMemberDto[] }) {
  const t = useT("staff");
  return (
    <Card withBorder padding={0} radius="md" component="section" aria-labelledby="staff-members">
      <Title order={2} size="h4" p="md" pb="xs" id="staff-members">
        {t("members")}
      </Title>
      <div className="br-table-scroll">
        <table className="br-products-table br-staff-table">
          <thead>
            <tr>
              <th>{t("member")}</th>
              <th style={{ width: 150 }}>{t("role")}</th>
              <th className="br-wide">{t("permissions")}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m._id}>
                <td>
                  <a href={settingsUrls.staffMember(m._id)} className="br-row-link">
                    {m.name || m.email}
                    {m.isYou && <span className="br-dim"> ({t("you")})</span>}
                  </a>
                  {m.name && <div className="br-xs br-dim br-break">{m.email}</div>}
                </td>
                <td>
                  <Badge color={roleColor[m.role]} variant="light">
                    {t(`roles.${m.role}`)}
                  </Badge>
                </td>
                <td className="br-wide">
                  <Access role={m.role} scopes={m.scopes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** Invitations not yet accepted, each with Resend and Cancel (small POST forms to the list's action). */
export function StaffInvitations({ invitations }: { invitations: StaffInvitationDto[] }) {
  const t = useT("staff");
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="staff-invitations">
      <Title order={2} size="h4" id="staff-invitations">
        {t("invitations")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("invitationsHelp")}
      </Text>
      {invitations.length === 0 ? (
        <Text size="sm">{t("noInvitations")}</Text>
      ) : (
        <Stack gap="sm">
          {invitations.map((i) => (
            <Group key={i._id} justify="space-between" wrap="wrap" gap="xs" className="br-staff-invitation" data-email={i.email}>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} className="br-break">
                  {i.email}{" "}
                  <Badge color={roleColor[i.role]} variant="light" ml={4}>
                    {t(`roles.${i.role}`)}
                  </Badge>
                </Text>
                <Text size="xs" c="dimmed">
                  <Access role={i.role} scopes={i.scopes} />
                  {" · "}
                  {t("invited")} <StoreDate value={i.createdAt} /> {i.invitedBy && t("invitedBy", { email: i.invitedBy })}
                </Text>
              </div>
              <Form method="post" {...enhance.leaveOk()}>
                <input type="hidden" name="invitation" value={i._id} />
                <input type="hidden" name="email" value={i.email} />
                <Group gap="xs" wrap="nowrap">
                  <Button type="submit" name="intent" value="resend" size="xs" variant="default" aria-label={t("resendTo", { email: i.email })}>
                    {t("resend")}
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="cancel"
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t("cancelInvitationOf", { email: i.email })}
                  >
                    {t("cancelInvitation")}
                  </Button>
                </Group>
              </Form>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
