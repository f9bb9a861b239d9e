import { Alert, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { StaffMemberDto } from "@domain/staff";
import { BackLink } from "~/components/BackLink";
import type { EditorScreenConfig } from "~/components/editor";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";

/** The owner's page, or one's own: what they hold, and why nobody changes it here (SPEC §6; ADR 056). */
export function LockedMember({ screen, member }: { screen: EditorScreenConfig<StaffMemberDto>; member: StaffMemberDto }) {
  const t = useT("staff");
  return (
    <Stack gap="lg">
      <div>
        <BackLink to={screen.back.to}>{screen.back.label}</BackLink>
        <Group gap="sm" mt={4}>
          <Title order={1} size="h2" className="br-break">
            {screen.title(member)}
          </Title>
          <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
        </Group>
      </div>
      <Alert variant="light" color="blue">
        {member.role === "owner" ? t("ownerLocked") : t("selfLocked")}
      </Alert>
      <Card withBorder padding="lg" radius="md">
        <Text className="br-break">{member.email}</Text>
        <Text size="sm" c="dimmed">
          {member.role === "staff" ? member.scopes.map((s) => t(`scopes.${s}` as "scopes.orders")).join(", ") || t("basicOnly") : t("allPermissions")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("since")} <StoreDate value={member.createdAt} />
        </Text>
      </Card>
    </Stack>
  );
}
