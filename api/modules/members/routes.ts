import { Router } from "express";
import { memberEndpoints } from "../../../domain/contracts/store-ops";
import type { ApiDeps } from "../../deps";
import { requireUser } from "../../http/auth";
import { notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { requireOperatorOr404 } from "../store-ops/routes";
import * as store from "./store";

/** SPEC §2 member, member/{id} (restricted): operators read every user; everyone else gets 404 (ADR 063). */
export function membersRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/users/admin/members", requireUser(deps), requireOperatorOr404(deps));

  mount(r, memberEndpoints.list, async ({ query }) => {
    const { members, total } = await store.listMembers(db, query);
    return { members, total, page: query.page, limit: query.limit };
  });

  mount(r, memberEndpoints.get, async ({ params }) => {
    const member = await store.findMember(db, params.id, deps.clock.now());
    if (!member) throw notFound();
    return { member };
  });

  return r;
}
