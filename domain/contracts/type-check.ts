// Compile-time proof that a response schema and the DTO interface the code already uses describe the same JSON.
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const sameShape = <A, B>(_proof: Equal<A, B>): void => undefined;
