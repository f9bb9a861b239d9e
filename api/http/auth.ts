import type { NextFunction, Request, Response } from "express";
import { hasScope, isOperator, type Membership, type Scope, type StoreRole } from "../../domain/permissions";
import type { ApiDeps } from "../deps";
import { findMembership, findUserByAccessToken } from "../modules/auth/store";
import { operatorPolicy } from "../modules/users/user-info";
import { HttpError, forbidden, notFound, unauthorized } from "./errors";
import { hashToken } from "./tokens";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  version: number;
  emailVerifiedAt: Date | null;
}
export interface StoreContext {
  id: string;
  domain: string;
  name: string;
  membership: Membership;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser;
      store?: StoreContext;
    }
  }
}

/** SPEC §7: `Authorization: Bearer <token>`; the `access-token` header carries the same token (see ADR 003). */
export function readAccessToken(req: Request): string | null {
  const header = req.get("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : null;
  const accessHeader = req.get("access-token")?.trim() || null;
  if (bearer && accessHeader && bearer !== accessHeader) return null;
  return bearer || accessHeader;
}

export function requireUser(deps: ApiDeps) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const token = readAccessToken(req);
      if (!token) throw unauthorized();
      const user = await findUserByAccessToken(deps.db, hashToken(token), deps.clock.now());
      if (!user) throw unauthorized();
      req.user = user;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The `store-id` header picks the store. A user who is not a member gets 404, as if the store
 * did not exist, so one store cannot probe for another's records. A member without the scope gets 403.
 */
export function requireStore(deps: ApiDeps, scope: Scope) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      if (!req.user) throw unauthorized();
      const storeId = req.get("store-id")?.trim();
      if (!storeId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(storeId)) throw new HttpError(400, "store-id header required");
      const m = await findMembership(deps.db, storeId, req.user.id);
      if (!m) throw notFound();
      const membership: Membership = { role: m.role as StoreRole, scopes: m.scopes };
      if (!hasScope(membership, scope)) throw forbidden();
      req.store = { id: m.storeId, domain: m.domain, name: m.name, membership };
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * SPEC §2's restricted screens (inventory, bulk updates, the outbox, taxes, members …) admit operators only; everyone
 * else gets 404 before the request is read, as the screens send them to the 404 page, so a non-operator cannot tell the
 * calls exist. Mount it after `requireUser`; a scope the operator lacks is still requireStore's 403.
 */
export function requireOperator(deps: ApiDeps) {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(req.user && isOperator(req.user.email, operatorPolicy(deps.config)) ? undefined : notFound());
  };
}

export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
export function currentStore(req: Request): StoreContext {
  if (!req.store) throw unauthorized();
  return req.store;
}
