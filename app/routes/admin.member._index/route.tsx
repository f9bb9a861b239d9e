import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { filterText } from "@domain/validation";
import { listMembers } from "~/api-client/store-ops.server";
import { ListScreen } from "~/components/list/ListScreen";
import { loadList } from "~/components/list/load-list.server";
import { MembersTable } from "~/features/store-ops/MembersTable";
import { requireOperator } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";

export const meta = titleMeta;

const MemberFiltersSchema = z.object({ search: filterText() });

/** SPEC §2 member, a restricted screen: the platform's users for operators (everyone else the 404 page; ADR 063). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const [screen, t] = await Promise.all([
    loadList(request, {
      filterSchema: MemberFiltersSchema,
      load: async ({ filters, page, limit }) => {
        const found = await listMembers(api, { search: filters.search, page, limit });
        return { members: found.members, total: found.total };
      },
    }),
    requestT(request, context, "ops"),
  ]);
  return { ...screen, title: pageTitle(t("members.title")) };
}

export default function MembersPage() {
  const { list, members, total } = useLoaderData<typeof loader>();
  const t = useT("ops");
  return (
    <ListScreen
      title={t("members.title")}
      description={t("members.description")}
      list={list}
      search={{ label: t("members.search") }}
      table={members.length > 0 ? <MembersTable members={members} /> : null}
      total={total}
      noun={t("members.noun")}
      empty={{ title: t("members.emptyTitle"), body: t("members.emptyBody") }}
    />
  );
}
