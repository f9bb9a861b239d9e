import type { FieldMetadata } from "@conform-to/react";
import { Card, Text } from "@mantine/core";
import { slug } from "@domain/slug";
import { TextField, type FieldRule } from "~/components/form";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export interface SearchListingCardProps {
  handle: FieldMetadata<unknown>;
  title: FieldMetadata<unknown>;
  rule?: FieldRule;
  isNew: boolean;
  storeDomain: string | null;
  /** The storefront's path before the handle: `/products/`, `/collections/`. */
  path: string;
}

/**
 * An editor's "Search engine listing" card: the handle and the storefront address it makes. SPEC §5 slug: a new
 * record's handle follows its title until the user types one of their own (`data-slug-*`, read by the enhance script).
 */
export function SearchListingCard({ handle, title, rule, isNew, storeDomain, path }: SearchListingCardProps) {
  const preview = String(handle.value ?? "") || slug(String(title.value ?? "")) || "…";
  const t = useT();
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={600} mb="xs">
        {t("searchListing.title")}
      </Text>
      <TextField
        field={handle}
        rule={rule}
        label={t("searchListing.handle")}
        autoComplete="off"
        {...enhance.slug(title.id, isNew)}
        description={isNew ? t("searchListing.helpNew") : t("searchListing.help")}
      />
      <Text size="sm" c="dimmed" mt={8} className="br-break">
        {storeDomain ? `https://${storeDomain}` : ""}
        {path}
        <span {...enhance.slugPreview(handle.id)}>{preview}</span>
      </Text>
    </Card>
  );
}
