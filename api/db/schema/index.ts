export * from "./accounts";
export * from "./products";
export * from "./collections";
export * from "./feeds";
export * from "./variants";
export * from "./export-tasks";
