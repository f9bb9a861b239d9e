import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A dropdown built on <details>: it opens and closes without JavaScript. With JavaScript it also closes on an
 * outside click, on Escape and after navigation, like a menu should. (Mantine's Menu renders in a portal, which
 * needs JavaScript to show anything.)
 */
export function Dropdown({ summary, label, align = "start", children }: { summary: ReactNode; label: string; align?: "start" | "end"; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details ref={ref} className="br-dropdown">
      <summary aria-label={label}>{summary}</summary>
      <div className="br-dropdown-panel" data-align={align}>
        {children}
      </div>
    </details>
  );
}

export function ChevronDown() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" style={{ flex: "none", opacity: 0.6 }}>
      <path d="M4 6l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
