import { Card, Group, Stack, Text } from "@mantine/core";
import { PAGE_SEO_DESCRIPTION_MAX, PAGE_SEO_TITLE_MAX, PageScreenSchema } from "@domain/page";
import { IslandData } from "~/components/IslandData";
import type { EditorForm } from "~/components/editor";
import { SearchListingCard } from "~/components/editor/SearchListingCard";
import { formRules, HiddenField, SwitchField, TextareaField, TextField } from "~/components/form";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import type { PageBodyPayload } from "~/islands/payloads";
import type { PageValues } from "./page-form";

const PAGE_RULES = formRules(PageScreenSchema);

/** A page's fields (ADR 031): title and body, the search listing (handle, SEO texts), visibility and publish date. */
export function PageFields({
  editor,
  isNew,
  storeDomain,
  timezone,
}: {
  editor: EditorForm<PageValues>;
  isNew: boolean;
  storeDomain: string | null;
  timezone: string;
}) {
  const { fields } = editor;
  const t = useT("pages");
  const island: PageBodyPayload = { label: t("editor.body") };
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <TextField field={fields.title} rule={PAGE_RULES.title} label={t("editor.title")} placeholder={t("editor.titlePlaceholder")} autoComplete="off" />
            {/* Without JavaScript the textarea is the editor; with it, the Tiptap island takes its place (ADR 065). */}
            <div className="br-page-body" {...enhance.island("page-body")}>
              <IslandData data={island} />
              <TextareaField field={fields.body} label={t("editor.body")} description={t("editor.bodyHelp")} autosize minRows={8} maxRows={24} />
            </div>
          </Stack>
        </Card>
        <SearchListingCard handle={fields.handle} title={fields.title} rule={PAGE_RULES.handle} isNew={isNew} storeDomain={storeDomain} path="/pages/" />
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="xs">
            {t("editor.seo")}
          </Text>
          <Stack gap="md">
            <TextField field={fields.seoTitle} rule={PAGE_RULES.seoTitle} label={t("editor.seoTitle")} maxLength={PAGE_SEO_TITLE_MAX} autoComplete="off" />
            <TextareaField
              field={fields.seoDescription}
              rule={PAGE_RULES.seoDescription}
              label={t("editor.seoDescription")}
              maxLength={PAGE_SEO_DESCRIPTION_MAX}
              autosize
              minRows={2}
            />
          </Stack>
        </Card>
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            {t("editor.visibility")}
          </Text>
          <Stack gap="md">
            <SwitchField field={fields.visible} label={t("editor.visible")} />
            <Group gap="sm" grow align="flex-start">
              <TextField field={fields.publishDate} label={t("editor.publishDate")} placeholder="dd-mm-yyyy" inputMode="numeric" autoComplete="off" />
              <TextField field={fields.publishTime} label={t("editor.publishTime")} placeholder="HH:mm" inputMode="numeric" autoComplete="off" />
            </Group>
            <Text size="xs" c="dimmed">
              {t("editor.publishHelp", { zone: timezone })}
            </Text>
            <HiddenField field={fields.timezone} />
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}
