// Typed keys: `t("shell.signOut")`, `t("auth:signIn.title")`; a key that English lacks is a type error.
import "i18next";
import type { en } from "./resources";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en;
  }
}
