import type { ReactNode } from "react";
import { enhance } from "~/enhance/attributes";

/**
 * A dropdown built on <details>: it opens and closes without JavaScript (Mantine's Menu renders in a portal, which
 * needs JavaScript to show anything). The enhance script (app/enhance/menus.ts) also closes it on an outside click
 * and on Escape, like a menu should.
 */
export function Dropdown({ summary, label, align = "start", children }: { summary: ReactNode; label: string; align?: "start" | "end"; children: ReactNode }) {
  return (
    <details className="br-dropdown" {...enhance.menu()}>
      <summary aria-label={label}>{summary}</summary>
      <div className="br-dropdown-panel" data-align={align}>
        {children}
      </div>
    </details>
  );
}

export function ChevronDown() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      style={{ flex: "none", opacity: 0.6 }}
    >
      <path d="M4 6l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
