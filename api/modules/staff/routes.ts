import { Router, type NextFunction, type Request, type Response } from "express";
import { staffEndpoints as st } from "../../../domain/contracts/staff";
import { isStoreAdmin, isStoreOwner } from "../../../domain/permissions";
import { STAFF_MESSAGES, type StaffMemberDto } from "../../../domain/staff";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { conflict, forbidden, notFound } from "../../http/errors";
import { assertInvitationAllowed, sendInvitation } from "../auth/send-invitation";
import { mount } from "../../http/mount";
import * as store from "./store";

/**
 * A store's staff (SPEC §2 settings/account, §6; ADR 056): owners and admins list, change and remove members and
 * manage pending invitations. The owner is never changed or removed, and nobody changes or removes themselves here.
 * Every query is the current store's; another store's member or invitation id is 404.
 */
export function staffRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db, clock } = deps;
  // Before any body is read: other staff get 403 whatever their scopes.
  const ownersAndAdminsOnly = (req: Request, _res: Response, next: NextFunction) => {
    const { membership } = currentStore(req);
    next(isStoreOwner(membership) || isStoreAdmin(membership) ? undefined : forbidden(STAFF_MESSAGES.ownersAndAdmins));
  };
  r.use("/stores/staff", requireUser(deps), requireStore(deps, "store"), ownersAndAdminsOnly);

  const ids = (req: Request) => ({ storeId: currentStore(req).id, viewerId: currentUser(req).id });
  /** The member the path names, one the caller may change: 404 elsewhere, 403 for the owner and for the caller. */
  async function changeable(req: Request, id: string): Promise<StaffMemberDto> {
    const { storeId, viewerId } = ids(req);
    const member = await store.findMember(db, storeId, id, viewerId);
    if (!member) throw notFound();
    if (member.role === "owner") throw forbidden(STAFF_MESSAGES.ownerLocked);
    if (member.isYou) throw forbidden(STAFF_MESSAGES.self);
    return member;
  }
  const stale = async (req: Request, id: string) => {
    const current = await store.findMember(db, ids(req).storeId, id, ids(req).viewerId);
    if (!current) return notFound();
    return conflict(STAFF_MESSAGES.conflict, { current });
  };

  mount(r, st.list, async ({ req }) => {
    const { storeId, viewerId } = ids(req);
    const [members, invitations] = await Promise.all([store.listMembers(db, storeId, viewerId), store.listPendingInvitations(db, storeId, clock.now())]);
    return { members, invitations };
  });

  mount(r, st.get, async ({ params: { id }, req }) => {
    const member = await store.findMember(db, ids(req).storeId, id, ids(req).viewerId);
    if (!member) throw notFound();
    return { member };
  });

  mount(r, st.update, async ({ params: { id }, body, req }) => {
    await changeable(req, id);
    if (!(await store.updateMember(db, ids(req).storeId, id, body, clock.now()))) throw await stale(req, id);
    return { member: (await store.findMember(db, ids(req).storeId, id, ids(req).viewerId))! };
  });

  mount(r, st.remove, async ({ params: { id }, query: { version }, req }) => {
    await changeable(req, id);
    if (!(await store.removeMember(db, ids(req).storeId, id, version))) throw await stale(req, id);
    return { message: STAFF_MESSAGES.removed };
  });

  mount(r, st.resendInvitation, async ({ params: { id }, req }) => {
    const { storeId } = ids(req);
    if (!(await store.findPendingInvitation(db, storeId, id, clock.now()))) throw notFound();
    await assertInvitationAllowed(deps, req);
    // The old link dies first: of two quick Resends, only one mails a new link.
    const old = await store.cancelInvitation(db, storeId, id, clock.now());
    if (!old) throw notFound();
    await sendInvitation(deps, req, old);
    return { message: `Invitation sent to ${old.email}` };
  });

  mount(r, st.cancelInvitation, async ({ params: { id }, req }) => {
    if (!(await store.cancelInvitation(db, ids(req).storeId, id, clock.now()))) throw notFound();
    return { message: STAFF_MESSAGES.invitationCancelled };
  });

  return r;
}
