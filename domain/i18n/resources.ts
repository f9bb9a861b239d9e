// Every text, per language and namespace. English is the source; each Vietnamese namespace is typed as its
// Translation, so a key missing (or extra) in vi is a type error, and tests/domain/i18n.test.ts checks the values.
import { auth as enAuth } from "./en/auth";
import { common as enCommon } from "./en/common";
import { mail as enMail } from "./en/mail";
import { fields as enFields, messages as enMessages } from "./en/messages";
import type { Namespace } from "./core";
import type { Locale } from "./locales";
import { auth as viAuth } from "./vi/auth";
import { common as viCommon } from "./vi/common";
import { mail as viMail } from "./vi/mail";
import { fields as viFields, messages as viMessages } from "./vi/messages";

export const en = { common: enCommon, auth: enAuth, messages: enMessages, fields: enFields, mail: enMail } as const;
const vi = { common: viCommon, auth: viAuth, messages: viMessages, fields: viFields, mail: viMail } as const;

export const NAMESPACES = Object.keys(en) as Namespace[];

export const resources: Record<Locale, Record<Namespace, unknown>> = { en, vi };

// core.ts names the namespaces without importing these resources; this keeps the two lists the same.
export type NamespacesAgree = [keyof typeof en] extends [Namespace] ? ([Namespace] extends [keyof typeof en] ? true : never) : never;
export const namespacesAgree: NamespacesAgree = true;
