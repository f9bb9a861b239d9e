// The demo store's sign-ins, shared by the seed and the start-up banner. The password is not here: it is made once per
// data directory (or given as DEMO_PASSWORD) and printed at a demo start (ADR 017).
export const DEMO_OWNER_EMAIL = "owner@demo-store.test";
/** Staff with the orders scope only: no products scope, so the products screens refuse them. */
export const DEMO_STAFF_EMAIL = "staff@demo-store.test";
export const DEMO_STAFF_SCOPES = ["orders"] as const;
/** On the operator domain (backroom.dev), and an admin of the demo store. */
export const DEMO_OPERATOR_EMAIL = "ops@backroom.dev";
export const DEMO_STORE_NAME = "Saigon Threads";
export const DEMO_STORE_DOMAIN = "saigon-threads.backroom.shop";

export const DEMO_ACCOUNTS = [
  { role: "owner", email: DEMO_OWNER_EMAIL, name: "Linh Nguyen" },
  { role: "staff", email: DEMO_STAFF_EMAIL, name: "Minh Tran" },
  { role: "operator", email: DEMO_OPERATOR_EMAIL, name: "Backroom Ops" },
] as const;
