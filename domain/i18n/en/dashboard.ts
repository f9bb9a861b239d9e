// The home dashboard. English is the source: SPEC's words, word for word.
export const dashboard = {
  title: "Home",
  welcome: "Welcome, {{name}}",
  welcomeAnonymous: "Welcome",
  intro: "Here is what you can do in <strong>{{store}}</strong> today.",
  introNoStore: "Here is what you can do in your store today.",
  addProduct: {
    title: "Add a product",
    text: "Give it a title, a description and tags. Your next best-seller starts here.",
  },
  manageProducts: {
    title: "Manage products",
    text: "Search, filter and edit your catalog, published or not.",
  },
  access: {
    title: "Your access",
    text: "Your account can only see some parts of this store. Ask the store owner if you need more.",
  },
  outbox: {
    title: "Outbox",
    text: "Every e-mail the platform has sent, newest first.",
  },
  online: "Your store is online at <link>{{domain}}</link>.",
} as const;
