import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import { listStaff } from "~/api-client/staff.server";
import { BackLink } from "~/components/BackLink";
import { PlusIcon } from "~/components/list/icons";
import { settingsUrls } from "~/features/settings/urls";
import { requireStaffManager } from "~/features/staff/guard.server";
import { invitationAction } from "~/features/staff/staff.server";
import { StaffInvitations, StaffMembersTable } from "~/features/staff/StaffTables";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 settings/account: the store's members and pending invitations; owners and admins only (ADR 056). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaffManager(request, context);
  const [staff, t] = await Promise.all([listStaff(api), requestT(request, context, "staff")]);
  return { ...staff, title: pageTitle(t("title")) };
}

/** The invitations' Resend and Cancel. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStaffManager(request, context);
  return invitationAction(request, context, api, await request.formData());
}

export default function StaffPage() {
  const { members, invitations } = useLoaderData<typeof loader>();
  const t = useT("staff");
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <BackLink to={settingsUrls.general}>{t("settings")}</BackLink>
          <Title order={1} size="h2" mt={4}>
            {t("title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("description")}
          </Text>
        </div>
        <Button component={Link} to={settingsUrls.addStaff} leftSection={<PlusIcon />}>
          {t("add")}
        </Button>
      </Group>
      <StaffMembersTable members={members} />
      <StaffInvitations invitations={invitations} />
    </Stack>
  );
}
