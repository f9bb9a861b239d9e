export * from "./accounts";
export * from "./products";
