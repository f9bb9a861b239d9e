import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { settingsSectionsFor, type SettingsSection } from "~/features/settings/sections";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";

export const meta = titleMeta;

/** /admin/settings: the settings pages of this store, as cards (restricted ones for operators only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStore(request, context, "settings");
  const t = await requestT(request, context, "settings");
  return { sections: settingsSectionsFor(user.isOperator), title: pageTitle(t("index.title")) };
}

/** One settings page, named in its own namespace's words. */
function SectionCard({ section, restricted, restrictedLabel }: { section: SettingsSection; restricted: boolean; restrictedLabel: string }) {
  const t = useT(section.ns) as (key: string) => string;
  const key = (name: string) => (section.prefix ? `${section.prefix}.${name}` : name);
  return (
    <Card component={Link} to={section.url} withBorder radius="md" padding="lg" h="100%" style={{ textDecoration: "none" }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} c="dark.8">
          {t(key("title"))}
        </Text>
        {restricted ? (
          <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
            {restrictedLabel}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" c="dimmed" mt={4}>
        {t(key("description"))}
      </Text>
    </Card>
  );
}

export default function SettingsIndexPage() {
  const { sections } = useLoaderData<typeof loader>();
  const t = useT("settings");
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t("index.title")}
        </Title>
        <Text c="dimmed">{t("index.description")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {sections.map((section) => (
          <li key={section.url}>
            <SectionCard section={section} restricted={section.restricted} restrictedLabel={t("index.restricted")} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
