import { Anchor } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ChevronLeftIcon } from "./list/icons";

/** The link above a screen's title back to where it belongs (its list, its product): one look on every screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      c="dimmed"
      display="inline-flex"
      style={{ alignItems: "center", gap: 4, alignSelf: "flex-start", maxWidth: "100%" }}
    >
      <ChevronLeftIcon size={14} style={{ flexShrink: 0 }} />
      <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{children}</span>
    </Anchor>
  );
}
