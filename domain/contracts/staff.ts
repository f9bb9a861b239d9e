// A store's staff (SPEC §2 settings/account; ADR 056). SPEC §7 names no calls for it: these paths sit under
// /stores/staff next to the store's other calls. Store-scoped (the `store-id` header), owners and admins only (403).
import { z } from "zod/v4";
import { SCOPES } from "../permissions";
import { StaffMemberFormSchema, type StaffInvitationDto, type StaffMemberDto } from "../staff";
import { safeString } from "../validation";
import { defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema } from "./endpoint";
import { sameShape } from "./type-check";

export const StaffMemberDtoSchema = z.object({
  _id: safeString(),
  userId: safeString(),
  email: safeString(),
  name: safeString(),
  role: z.enum(["owner", "admin", "staff"]),
  scopes: z.array(z.enum(SCOPES)),
  isYou: z.boolean(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof StaffMemberDtoSchema>, StaffMemberDto>(true);
export const StaffInvitationDtoSchema = z.object({
  _id: safeString(),
  email: safeString(),
  role: z.enum(["admin", "staff"]),
  scopes: z.array(z.enum(SCOPES)),
  invitedBy: safeString(),
  createdAt: IsoDate,
  expiresAt: IsoDate,
});
sameShape<z.infer<typeof StaffInvitationDtoSchema>, StaffInvitationDto>(true);

// Scope `store` lets every member through the header check; the routes then admit owners and admins only.
const scoped = { access: "store", scope: "store" } as const;
const one = z.object({ member: StaffMemberDtoSchema });

export const staffEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/stores/staff",
    ...scoped,
    summary: "The store's members (owner first, then admins, then staff, by e-mail) and its pending invitations (owners and admins only)",
    response: z.object({ members: z.array(StaffMemberDtoSchema), invitations: z.array(StaffInvitationDtoSchema) }),
  }),
  get: defineEndpoint({ method: "GET", path: "/stores/staff/:id", ...scoped, summary: "One member of the store", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/stores/staff/:id",
    ...scoped,
    summary: "Change a member's role (admin|staff) and scopes against its version (409 `{ current }` when stale); never the owner's or your own (403)",
    params: ids("id"),
    body: StaffMemberFormSchema,
    envelope: { key: "member", orWhole: true },
    response: one,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/stores/staff/:id",
    ...scoped,
    summary: "Remove a member from the store (409 on a stale `version`); never the owner or yourself (403). Their next call to the store is refused",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
  resendInvitation: defineEndpoint({
    method: "POST",
    path: "/stores/staff/invitations/:id/resend",
    ...scoped,
    summary: "Mail a pending invitation again with a new link; the old link stops working (the hourly invitation caps apply: 429)",
    params: ids("id"),
    response: MessageSchema,
  }),
  cancelInvitation: defineEndpoint({
    method: "DELETE",
    path: "/stores/staff/invitations/:id",
    ...scoped,
    summary: "Cancel a pending invitation: its link stops working",
    params: ids("id"),
    response: MessageSchema,
  }),
};
