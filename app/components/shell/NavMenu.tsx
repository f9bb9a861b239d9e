import { NavLink, UnstyledButton } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { currentMenuItem, type MenuItem } from "@domain/menu";
import { NavIcon } from "./NavIcons";

// Mantine's NavLink markup written out as plain elements: every admin page renders about 20 entries, and as NavLink
// components they tripled the menu's server render (ADR 032). Only Mantine's public Styles API is used, so an upgrade
// cannot break it silently: the components' own class maps (`NavLink.classes`, hashed names that change with Mantine),
// the static `mantine-*` classes, the `--nl-*` variables and the `data-active`/`data-variant` attributes it documents.
const nl = NavLink.classes;
const LINK_CLASS = `mantine-focus-auto ${nl.root} mantine-NavLink-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
// The light variant in the theme's primary colour, as NavLink's `variant="light"` sets it.
const LINK_VARS = {
  "--nl-bg": "var(--mantine-primary-color-light)",
  "--nl-hover": "var(--mantine-primary-color-light-hover)",
  "--nl-color": "var(--mantine-primary-color-light-color)",
  borderRadius: "var(--mantine-radius-md)",
} as CSSProperties;

function MenuLink({
  href,
  label,
  active,
  icon,
  child,
  bold,
}: {
  href: string;
  label: string;
  active: boolean;
  icon?: ReactNode;
  child?: boolean;
  bold?: boolean;
}) {
  const style = { ...LINK_VARS, ...(child ? { fontSize: "var(--mantine-font-size-sm)" } : { fontWeight: bold ? 600 : 500 }) };
  return (
    <a
      href={href}
      className={child ? `br-nav-child ${LINK_CLASS}` : LINK_CLASS}
      style={style}
      data-variant="light"
      data-active={active || undefined}
      aria-current={active ? "page" : undefined}
    >
      {icon && (
        <span className={`${nl.section} mantine-NavLink-section`} data-position="left">
          {icon}
        </span>
      )}
      <div className={`${nl.body} mantine-NavLink-body`}>
        <span className={`${nl.label} mantine-NavLink-label`}>{label}</span>
      </div>
    </a>
  );
}

/** SPEC §2 menu: the current entry comes from the path (domain/menu.ts); its sub-pages open under it. */
export function NavMenu({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  const current = currentMenuItem(items, pathname);
  return (
    <nav aria-label="Main">
      {items.map((item) => {
        const isCurrent = item === current.item;
        return (
          <div key={item.href}>
            <MenuLink href={item.href} label={item.label} icon={<NavIcon section={item.section} />} active={isCurrent && !current.child} bold={isCurrent} />
            {isCurrent &&
              item.children?.map((child) => <MenuLink key={child.href} href={child.href} label={child.label} active={child === current.child} child />)}
          </div>
        );
      })}
    </nav>
  );
}
