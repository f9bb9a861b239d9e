import { Badge } from "@mantine/core";
import type { MemberRow } from "@domain/members";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";
import { memberUrls } from "./urls";

/** The members list's rows (plain table markup styled by products.css, the house's list look). */
export function MembersTable({ members }: { members: MemberRow[] }) {
  const t = useT("ops");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table">
        <thead>
          <tr>
            <th>{t("members.email")}</th>
            <th className="br-wide">{t("members.name")}</th>
            <th style={{ width: 130 }}>{t("members.status")}</th>
            <th style={{ width: 90 }}>{t("members.stores")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("members.created")}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>
                <a href={memberUrls.detail(m.id)} className="br-row-link">
                  {m.email}
                </a>
              </td>
              <td className="br-wide">{m.name}</td>
              <td>
                <Badge variant="light" color={m.disabled ? "red" : m.verified ? "green" : "gray"}>
                  {m.disabled ? t("members.disabled") : m.verified ? t("members.verified") : t("members.notVerified")}
                </Badge>
              </td>
              <td>{m.storeCount}</td>
              <td className="br-wide br-dim br-nowrap">
                <StoreDate value={m.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
