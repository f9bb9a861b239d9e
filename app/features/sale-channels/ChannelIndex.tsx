import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { channelSpec, type SaleChannelDto } from "@domain/sale-channels";
import { useT } from "~/lib/i18n";
import { settingsUrls } from "../settings/urls";

/** The nine channels as cards (a fixed set, not a list to page or filter): name, status, feed, a link to the page. */
export function ChannelIndex({ channels }: { channels: SaleChannelDto[] }) {
  const t = useT("saleChannels");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("index.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("index.description")}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="br-channel-cards" aria-label={t("index.title")}>
        {channels.map((c) => {
          const spec = channelSpec(c.channel);
          return (
            <Card key={c.channel} withBorder padding="lg" radius="md" component="li" aria-labelledby={`channel-${c.channel}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600} id={`channel-${c.channel}`}>
                  {spec.label}
                </Text>
                <Badge color={c.connected ? "green" : "gray"} variant="light" style={{ flexShrink: 0 }}>
                  {c.connected ? t("index.connected") : t("index.notConnected")}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mt={4} mb="sm">
                {c.feed ? t("index.feed", { name: c.feed.name }) : spec.takesFeed ? t("index.takesFeed") : "\u00a0"}
              </Text>
              <Group mt="auto">
                <Button
                  component={Link}
                  to={settingsUrls.saleChannel(c.channel)}
                  variant={c.connected ? "default" : "light"}
                  size="sm"
                  aria-label={`${c.connected ? t("index.manage") : t("index.open")}: ${spec.label}`}
                >
                  {c.connected ? t("index.manage") : t("index.open")}
                </Button>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
