import { Button, Card, Group, Stack, Text, Textarea } from "@mantine/core";
import { FeedFormSchema } from "@domain/feed";
import { formRules, SelectField, TextField } from "~/components/form";
import type { EditorForm } from "~/components/editor";
import { CategoryPicker } from "./CategoryPicker";
import { BRAND_LABELS, PRODUCT_TYPE_LABELS, SELECTION_LABELS, type FeedValues } from "./feed-form";
import type { CategoryChoice } from "./loader.server";

const FEED_RULES = formRules(FeedFormSchema);
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

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
  const mapping = fields.mapping.getFieldset();
  const collectionOptions = [{ value: "", label: collections.length ? "Choose a collection" : "No collections yet" }, ...collections.map((c) => ({ value: c._id, label: c.title }))];
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <TextField field={fields.name} rule={FEED_RULES.name} label="Name" placeholder="Google Shopping" autoComplete="off" />
            <SelectField field={fields.selection} label="Products" data={options(SELECTION_LABELS)} />
            <SelectField field={fields.collectionId} label="Collection" description="Used when Products is “One collection”." data={collectionOptions} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <CategoryPicker categories={categories} chosenId={String(fields.googleCategoryId.initialValue ?? "")} action={action} error={fields.googleCategoryId.errors?.[0]} />
        </Card>
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        {feedUrl && <PublicUrlCard url={feedUrl} />}
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            Field mapping
          </Text>
          <Stack gap="md">
            <SelectField field={mapping.brand} label="Brand (g:brand)" data={options(BRAND_LABELS)} />
            <SelectField field={mapping.productType} label="Product type (g:product_type)" data={options(PRODUCT_TYPE_LABELS)} />
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

function PublicUrlCard({ url }: { url: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={600} mb={4}>
        Public feed URL
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Give this address to Google Merchant Center. Anyone with it can read the feed.
      </Text>
      <Textarea readOnly value={url} aria-label="Public feed URL" rows={3} classNames={{ root: "br-feed-url-box", input: "br-feed-url" }} />
      <Group mt="sm">
        <Button component="a" href={url} target="_blank" rel="noopener" variant="default" size="sm">
          Open feed
        </Button>
      </Group>
    </Card>
  );
}
