import { NavLink } from "@mantine/core";
import { Link } from "@remix-run/react";
import { menuSectionFor, type MenuItem } from "@domain/menu";
import { NavIcon } from "./NavIcons";

const isAt = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** SPEC §2 menu: the active section comes from the path; its sub-pages open under it. */
export function NavMenu({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  const section = menuSectionFor(pathname);
  // Top-level items may share a section (Size charts and Clear cache are both "store"): then the path picks one.
  const shared = items.filter((item) => item.section === section).length > 1;
  return (
    <nav aria-label="Main">
      {items.map((item) => {
        const activeSection = item.section === section && (!shared || isAt(pathname, item.href));
        const activeChild = item.children?.find((child) => isAt(pathname, child.href));
        return (
          <div key={item.href}>
            <NavLink
              component={Link}
              to={item.href}
              label={item.label}
              leftSection={<NavIcon section={item.section} />}
              active={activeSection && !activeChild}
              aria-current={activeSection && !activeChild ? "page" : undefined}
              fw={activeSection ? 600 : 500}
              color="teal"
              variant="light"
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
            {activeSection && item.children?.length
              ? item.children.map((child) => (
                  <NavLink
                    key={child.href}
                    component={Link}
                    to={child.href}
                          label={child.label}
                    className="br-nav-child"
                    active={child === activeChild}
                    aria-current={child === activeChild ? "page" : undefined}
                    color="teal"
                    variant="light"
                    fz="sm"
                    style={{ borderRadius: "var(--mantine-radius-md)" }}
                  />
                ))
              : null}
          </div>
        );
      })}
    </nav>
  );
}
