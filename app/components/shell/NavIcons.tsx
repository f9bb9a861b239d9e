import type { MenuSection } from "@domain/menu";

// Inline outline icons (no icon library: keeps first-load JS small).
const PATHS: Partial<Record<MenuSection, string>> = {
  homes: "M3 9.5L10 4l7 5.5V16a1 1 0 0 1-1 1h-3.5v-4.5h-5V17H4a1 1 0 0 1-1-1z",
  orders: "M5 3h10v14l-2.5-1.5L10 17l-2.5-1.5L5 17zM7.5 7h5M7.5 10h5",
  products: "M10.5 3H16a1 1 0 0 1 1 1v5.5L9.5 17 3 10.5zM13.5 6.5h.01",
  customers: "M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 17c0-2.8 2.2-5 5-5s5 2.2 5 5M13 3.3a3 3 0 0 1 0 5.4M15 12.2c1.5.7 2.5 2.3 2.5 4.3",
  dashboards: "M3 17h14M5 17V10M9 17V5M13 17v-8M17 17V7",
  sale_reports: "M5 2.5h7l3.5 3.5v11H5zM12 2.5V6h3.5M8 14v-3M10.5 14V9M13 14v-2",
  discounts:
    "M6.5 13.5l7-7M7 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM13 14a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM10 2.5l2 1.8 2.7-.1.6 2.6 2.2 1.6-1.2 2.4 1.2 2.4-2.2 1.6-.6 2.6-2.7-.1-2 1.8-2-1.8-2.7.1-.6-2.6-2.2-1.6 1.2-2.4-1.2-2.4 2.2-1.6.6-2.6 2.7.1z",
  apps: "M3.5 3.5h5v5h-5zM11.5 3.5h5v5h-5zM3.5 11.5h5v5h-5zM11.5 11.5h5v5h-5z",
  themes: "M10 17a7 7 0 1 1 7-7c0 1.7-1.3 2.5-2.5 2.5H13a1.5 1.5 0 0 0-1 2.6c.6.6.3 1.9-2 1.9zM6.5 9.5h.01M9 6.5h.01M12.5 7h.01",
  pages: "M5 2.5h7l3.5 3.5v11H5zM12 2.5V6h3.5M7.5 10h5M7.5 13h5",
  navigations: "M3.5 5h13M3.5 10h13M3.5 15h8",
  domains: "M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z",
  preferences: "M4 5.5h6M14 5.5h2M4 14.5h2M10 14.5h6M12 3.5v4M8 12.5v4",
  store: "M3 7.5l1.5-4h11l1.5 4M3 7.5h14v9H3zM3 7.5a2.3 2.3 0 0 0 4.7 0 2.3 2.3 0 0 0 4.6 0 2.3 2.3 0 0 0 4.7 0M8 16.5v-4h4v4",
  settings:
    "M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM16 10c0-.5 0-.9-.1-1.3l1.6-1.3-1.5-2.6-2 .7a6 6 0 0 0-2.2-1.3L11.5 2h-3l-.3 2.2A6 6 0 0 0 6 5.5l-2-.7-1.5 2.6 1.6 1.3a6 6 0 0 0 0 2.6l-1.6 1.3L4 15.2l2-.7a6 6 0 0 0 2.2 1.3l.3 2.2h3l.3-2.2a6 6 0 0 0 2.2-1.3l2 .7 1.5-2.6-1.6-1.3c.1-.4.1-.8.1-1.3z",
};

export function NavIcon({ section }: { section: MenuSection }) {
  const d = PATHS[section] ?? PATHS.homes;
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
