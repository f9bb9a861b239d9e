// A store's staff (domain/contracts/staff.ts; owners and admins only; ADR 056). Invitations are sent by `invite`
// (accounts.server.ts, POST /auth/invite): one invitation flow.
import { staffEndpoints as st } from "@domain/contracts/staff";
import type { StaffInvitationDto, StaffMemberDto, StaffMemberForm } from "@domain/staff";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { StaffInvitationDto, StaffMemberDto };
type Api = Pick<ApiClients, "store">;

export const listStaff = (api: Api): Promise<{ members: StaffMemberDto[]; invitations: StaffInvitationDto[] }> => call(api.store, st.list);

export async function getStaffMember(api: Api, id: string): Promise<StaffMemberDto> {
  return (await call(api.store, st.get, { params: { id } })).member;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingStaffMember`); the owner and oneself, 403. */
export async function updateStaffMember(api: Api, id: string, member: StaffMemberForm): Promise<StaffMemberDto> {
  return (await call(api.store, st.update, { params: { id }, body: { member } })).member;
}

export async function removeStaffMember(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, st.remove, { params: { id }, query: { version } });
}

export const resendInvitation = (api: Api, id: string) => call(api.store, st.resendInvitation, { params: { id } });
export const cancelInvitation = (api: Api, id: string) => call(api.store, st.cancelInvitation, { params: { id } });

/** The member as saved now, from a 409 answer; null for any other error. */
export function conflictingStaffMember(error: unknown): StaffMemberDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "role" in current ? (current as StaffMemberDto) : null;
}
