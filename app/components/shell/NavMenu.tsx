import type { CSSProperties, ReactNode } from "react";
import { currentMenuItem, type MenuItem } from "@domain/menu";
import { NavIcon } from "./NavIcons";

// Mantine's NavLink markup (its classes and variables, light teal variant) written out as plain elements: every admin
// page renders about 20 of these, and as components they were a measurable share of a page's server render.
const LINK_CLASS = "mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root";
const LINK_VARS = {
  "--nl-bg": "var(--mantine-color-teal-light)",
  "--nl-hover": "var(--mantine-color-teal-light-hover)",
  "--nl-color": "var(--mantine-color-teal-light-color)",
  borderRadius: "var(--mantine-radius-md)",
} as CSSProperties;

function MenuLink({ href, label, active, icon, child, bold }: { href: string; label: string; active: boolean; icon?: ReactNode; child?: boolean; bold?: boolean }) {
  const style = { ...LINK_VARS, ...(child ? { fontSize: "var(--mantine-font-size-sm)" } : { fontWeight: bold ? 600 : 500 }) };
  return (
    <a href={href} className={child ? `br-nav-child ${LINK_CLASS}` : LINK_CLASS} style={style} data-variant="light" data-active={active || undefined} aria-current={active ? "page" : undefined}>
      {icon && (
        <span className="m_690090b5 mantine-NavLink-section" data-position="left">
          {icon}
        </span>
      )}
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span className="m_1f6ac4c4 mantine-NavLink-label">{label}</span>
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
