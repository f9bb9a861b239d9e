import { Box, Button, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { BoxIcon } from "./list/icons";

export interface EmptyStateProps {
  title: string;
  body?: string;
  action?: { to: string; label: string } | null;
  /** "sm" inside a panel or dialog (recent tasks, history); "md" for a page's main list. */
  size?: "sm" | "md";
}

/** What every list shows when it has no rows: one look across screens (Mantine props only, so no stylesheet is needed). */
export function EmptyState({ title, body, action, size = "md" }: EmptyStateProps) {
  const md = size === "md";
  return (
    <Stack align="center" gap={md ? "xs" : 4} py={md ? 56 : "md"} px="lg" ta="center" data-empty-state="">
      <Box component="span" display="inline-flex" p={md ? 14 : 10} bg="gray.1" c="gray.6" style={{ borderRadius: "50%" }}>
        <BoxIcon size={md ? 28 : 20} />
      </Box>
      <Text fw={600} size={md ? "lg" : "sm"}>
        {title}
      </Text>
      {body && (
        <Text c="dimmed" size={md ? "sm" : "xs"} maw={440}>
          {body}
        </Text>
      )}
      {action && (
        <Button component={Link} to={action.to} variant="default" size={md ? "sm" : "xs"} mt={md ? "xs" : 4}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
