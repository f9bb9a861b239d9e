import { useEffect, useState } from "react";

/** False in the server's render and the first client render, true once React has hydrated (controls that need JS). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
