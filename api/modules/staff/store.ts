// A store's members and pending invitations (ADR 056). Members are `store_members` rows, versioned by their `version`;
// invitations are the live `invite` e-mail tokens whose payload names the store.
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { SCOPES, type Scope } from "../../../domain/permissions";
import type { StaffInvitationDto, StaffMemberDto, StaffMemberForm } from "../../../domain/staff";
import type { Db } from "../../db/client";
import { emailTokens, storeMembers, users } from "../../db/schema";

const memberColumns = {
  id: storeMembers.id,
  userId: storeMembers.userId,
  email: users.email,
  name: users.name,
  role: storeMembers.role,
  scopes: storeMembers.scopes,
  version: storeMembers.version,
  createdAt: storeMembers.createdAt,
  updatedAt: storeMembers.updatedAt,
};
type MemberRow = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]["_"]["data"] };

const knownScopes = (list: unknown): Scope[] => (Array.isArray(list) ? SCOPES.filter((s) => list.includes(s)) : []);
const roleOf = (role: string): StaffMemberDto["role"] => (role === "owner" || role === "admin" ? role : "staff");

function toMemberDto(row: MemberRow, viewerId: string): StaffMemberDto {
  const role = roleOf(row.role);
  return {
    _id: row.id,
    userId: row.userId,
    email: row.email,
    name: row.name,
    role,
    scopes: role === "staff" ? knownScopes(row.scopes) : [],
    isYou: row.userId === viewerId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const roleRank = sql`case ${storeMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

export async function listMembers(db: Db, storeId: string, viewerId: string): Promise<StaffMemberDto[]> {
  const rows = await db
    .select(memberColumns)
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(eq(storeMembers.storeId, storeId))
    .orderBy(roleRank, asc(users.email));
  return rows.map((row) => toMemberDto(row, viewerId));
}

/** One member of the store; null for an id of another store's (404 as if it did not exist). */
export async function findMember(db: Db, storeId: string, id: string, viewerId: string): Promise<StaffMemberDto | null> {
  const [row] = await db
    .select(memberColumns)
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.id, id)))
    .limit(1);
  return row ? toMemberDto(row, viewerId) : null;
}

// Never the owner's row, whatever the caller checked: the owner is changed by no form.
const editable = (storeId: string, id: string, version?: number) =>
  and(
    eq(storeMembers.storeId, storeId),
    eq(storeMembers.id, id),
    ne(storeMembers.role, "owner"),
    version === undefined ? undefined : eq(storeMembers.version, version),
  );

/** Saves against `version` in one statement: false when the row moved on (or went) since it was read. */
export async function updateMember(db: Db, storeId: string, id: string, form: StaffMemberForm, now: Date): Promise<boolean> {
  const rows = await db
    .update(storeMembers)
    .set({
      role: form.role,
      // Admins hold every scope (SPEC §6): theirs are not kept, so a later demotion starts from none.
      scopes: form.role === "staff" ? form.scopes.filter((s) => s !== "store" && s !== "report") : [],
      version: sql`${storeMembers.version} + 1`,
      updatedAt: now,
    })
    .where(editable(storeId, id, form.version))
    .returning({ id: storeMembers.id });
  return rows.length > 0;
}

/** Removes the membership (checked against `version` when given): false when nothing matched. */
export async function removeMember(db: Db, storeId: string, id: string, version?: number): Promise<boolean> {
  const rows = await db
    .delete(storeMembers)
    .where(editable(storeId, id, version))
    .returning({ id: storeMembers.id });
  return rows.length > 0;
}

const inviter = sql<string | null>`(select ${users.email} from ${users} where ${users.id}::text = ${emailTokens.payload}->>'invitedBy')`;
const pending = (storeId: string, now: Date) =>
  and(eq(emailTokens.kind, "invite"), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now), sql`${emailTokens.payload}->>'storeId' = ${storeId}`);

function toInvitationDto(row: {
  id: string;
  email: string;
  payload: Record<string, unknown> | null;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): StaffInvitationDto {
  const role = row.payload?.role === "admin" ? "admin" : "staff";
  return {
    _id: row.id,
    email: row.email,
    role,
    scopes: role === "staff" ? knownScopes(row.payload?.scopes) : [],
    invitedBy: row.invitedBy ?? "",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const invitationColumns = {
  id: emailTokens.id,
  email: emailTokens.email,
  payload: emailTokens.payload,
  invitedBy: inviter,
  createdAt: emailTokens.createdAt,
  expiresAt: emailTokens.expiresAt,
};

/** The store's invitations whose link still works, newest first. */
export async function listPendingInvitations(db: Db, storeId: string, now: Date): Promise<StaffInvitationDto[]> {
  const rows = await db
    .select(invitationColumns)
    .from(emailTokens)
    .where(pending(storeId, now))
    .orderBy(sql`${emailTokens.createdAt} desc`);
  return rows.map(toInvitationDto);
}

/** Kills a pending invitation's link; the invitation as it was, or null when the store has no such live one. */
export async function cancelInvitation(db: Db, storeId: string, id: string, now: Date): Promise<StaffInvitationDto | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), pending(storeId, now)))
    .returning(invitationColumns);
  return row ? toInvitationDto(row) : null;
}

/** A pending invitation of the store, or null. */
export async function findPendingInvitation(db: Db, storeId: string, id: string, now: Date): Promise<StaffInvitationDto | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(emailTokens)
    .where(and(eq(emailTokens.id, id), pending(storeId, now)))
    .limit(1);
  return row ? toInvitationDto(row) : null;
}
