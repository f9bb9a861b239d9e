import { Badge } from "@mantine/core";
import { useT } from "~/lib/i18n";

/** A product's or collection's status next to its title in the editor. */
export function StatusBadge({ published }: { published: boolean }) {
  const t = useT("products");
  return (
    <Badge color={published ? "teal" : "gray"} variant="light" radius="sm" tt="none" fw={600} className="br-status">
      {t(published ? "status.published" : "status.unpublished")}
    </Badge>
  );
}
