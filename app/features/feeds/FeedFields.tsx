import { Button, Card, Group, Stack, Text, Textarea } from "@mantine/core";
import { BRAND_SOURCES, FEED_SELECTIONS, FeedFormSchema, PRODUCT_TYPE_SOURCES } from "@domain/feed";
import { formRules, SelectField, TextField } from "~/components/form";
import type { EditorForm } from "~/components/editor";
import { useT } from "~/lib/i18n";
import { CategoryPicker } from "./CategoryPicker";
import type { FeedValues } from "./feed-form";
import type { CategoryChoice } from "./loader.server";

const FEED_RULES = formRules(FeedFormSchema);

export interface FeedFieldsProps {
  editor: EditorForm<FeedValues>;
  collections: { _id: string; title: string }[];
  categories: CategoryChoice;
  /** The editor's page: the category search submits the form to it with GET. */
  action: string;
  /** The public XML's absolute address (saved feeds only). */
  feedUrl: string | null;
}

/** The product feed's fields (ADR 031: the area's fields component, inside the kit's EditorScreen). */
export function FeedFields({ editor, collections, categories, action, feedUrl }: FeedFieldsProps) {
  const { fields } = editor;
  const t = useT("feeds");
  const mapping = fields.mapping.getFieldset();
  const collectionOptions = [
    { value: "", label: collections.length ? t("editor.chooseCollection") : t("editor.noCollections") },
    ...collections.map((c) => ({ value: c._id, label: c.title })),
  ];
  const selectionOptions = FEED_SELECTIONS.map((value) => ({ value, label: t(`selection.${value}`) }));
  const brandOptions = BRAND_SOURCES.map((value) => ({ value, label: t(`brand.${value}`) }));
  const productTypeOptions = PRODUCT_TYPE_SOURCES.map((value) => ({ value, label: t(`productType.${value}`) }));
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <TextField field={fields.name} rule={FEED_RULES.name} label={t("editor.name")} placeholder="Google Shopping" autoComplete="off" />
            <SelectField field={fields.selection} label={t("editor.products")} data={selectionOptions} />
            <SelectField field={fields.collectionId} label={t("editor.collection")} description={t("editor.collectionHelp")} data={collectionOptions} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <CategoryPicker
            categories={categories}
            chosenId={String(fields.googleCategoryId.initialValue ?? "")}
            action={action}
            error={fields.googleCategoryId.errors?.[0]}
          />
        </Card>
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        {feedUrl && <PublicUrlCard url={feedUrl} />}
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            {t("editor.mapping")}
          </Text>
          <Stack gap="md">
            <SelectField field={mapping.brand} label={t("editor.brand")} data={brandOptions} />
            <SelectField field={mapping.productType} label={t("editor.productType")} data={productTypeOptions} />
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

function PublicUrlCard({ url }: { url: string }) {
  const t = useT("feeds");
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={600} mb={4}>
        {t("editor.publicUrl")}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t("editor.publicUrlHelp")}
      </Text>
      <Textarea readOnly value={url} aria-label={t("editor.publicUrl")} rows={3} classNames={{ root: "br-feed-url-box", input: "br-feed-url" }} />
      <Group mt="sm">
        <Button component="a" href={url} target="_blank" rel="noopener" variant="default" size="sm">
          {t("editor.openFeed")}
        </Button>
      </Group>
    </Card>
  );
}
