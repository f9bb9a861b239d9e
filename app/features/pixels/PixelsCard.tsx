import { Button, Card, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { PIXEL_ID_RULES, PIXEL_PROVIDERS, type ProductPixelDto } from "@domain/product-extras";
import type { PixelActionData } from "./pixels";
import { productUrls } from "../products/urls";
import { useMessage, useT } from "~/lib/i18n";

/**
 * Tracking pixels of one product (POST /products/{id}/add-pixels), shown on the product editor. Its forms post to
 * the editor with their own intents, outside the product form, so adding a pixel never saves or loses product
 * edits; a refused pixel comes back on the editor with the message next to its field.
 */
export function PixelsCard({ productId, pixels, failed }: { productId: string; pixels: ProductPixelDto[]; failed?: PixelActionData }) {
  const action = `${productUrls.update(productId)}#pixels`;
  const provider = failed?.values.provider || "facebook";
  const t = useT("products");
  const localize = useMessage();
  const error = (messages: string[] | undefined) => (messages?.[0] === undefined ? undefined : localize(messages[0]));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="pixels-title" id="pixels">
      <Text fw={600} id="pixels-title" mb={4}>
        {t("pixels.title")}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t("pixels.description")}
      </Text>
      {pixels.length > 0 ? (
        <Stack gap={4} mb="sm" component="ul" aria-label={t("pixels.list")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {pixels.map((p) => (
            <Group component="li" key={`${p.provider}:${p.pixelId}`} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                <b>{PIXEL_ID_RULES[p.provider]?.label ?? p.provider}</b> <code>{p.pixelId}</code>
              </Text>
              <Form method="post" action={action} style={{ margin: 0 }}>
                <input type="hidden" name="intent" value="remove-pixel" />
                <input type="hidden" name="provider" value={p.provider} />
                <input type="hidden" name="pixelId" value={p.pixelId} />
                <Button
                  type="submit"
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={t("pixels.removeLabel", { provider: PIXEL_ID_RULES[p.provider]?.label ?? p.provider, id: p.pixelId })}
                >
                  {t("pixels.remove")}
                </Button>
              </Form>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" mb="sm">
          {t("pixels.none")}
        </Text>
      )}
      <Form method="post" action={action} aria-label={t("pixels.addForm")}>
        <input type="hidden" name="intent" value="add-pixel" />
        <Stack gap="xs">
          <Group gap="xs" align="flex-start" grow preventGrowOverflow={false}>
            <NativeSelect
              name="provider"
              label={t("pixels.provider")}
              defaultValue={provider}
              data={PIXEL_PROVIDERS.map((p) => ({ value: p, label: PIXEL_ID_RULES[p].label }))}
              error={error(failed?.errors.provider)}
              style={{ flex: "0 0 130px" }}
            />
            <TextInput
              name="pixelId"
              label={t("pixels.pixelId")}
              defaultValue={failed?.values.pixelId ?? ""}
              placeholder={PIXEL_ID_RULES[provider as keyof typeof PIXEL_ID_RULES]?.example ?? ""}
              autoComplete="off"
              spellCheck={false}
              error={error(failed?.errors.pixelId)}
            />
          </Group>
          <Group>
            <Button type="submit" variant="default" size="sm">
              {t("pixels.add")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}
