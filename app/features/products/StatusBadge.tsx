import { Badge } from "@mantine/core";

/** A product's or collection's status next to its title in the editor. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? "teal" : "gray"} variant="light" radius="sm" tt="none" fw={600} className="br-status">
      {published ? "Published" : "Unpublished"}
    </Badge>
  );
}
