// The demo store's sign-ins, shared by the seed, the start-up banner and the e2e tests.
export const DEMO_PASSWORD = "backroom-demo";
export const DEMO_OWNER_EMAIL = "owner@demo-store.test";
/** Staff with the orders scope only: no products scope, so the products screens refuse them. */
export const DEMO_STAFF_EMAIL = "staff@demo-store.test";
export const DEMO_STAFF_SCOPES = ["orders"] as const;
/** On the operator domain (backroom.dev), and an admin of the demo store. */
export const DEMO_OPERATOR_EMAIL = "ops@backroom.dev";
export const DEMO_STORE_NAME = "Saigon Threads";
export const DEMO_STORE_DOMAIN = "saigon-threads.backroom.shop";

export const DEMO_ACCOUNTS = [
  { role: "owner", email: DEMO_OWNER_EMAIL },
  { role: "staff", email: DEMO_STAFF_EMAIL },
  { role: "operator", email: DEMO_OPERATOR_EMAIL },
] as const;
