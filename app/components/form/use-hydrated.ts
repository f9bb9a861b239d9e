import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and during hydration, true once JavaScript runs: for JS-only controls. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
