// The store's time zone on the admin side (ADR 025): the API names it in /users/info; every date is shown in it.
import { useRouteLoaderData } from "@remix-run/react";
import type { UserInfo } from "@domain/account";
import { DEFAULT_TIMEZONE } from "@domain/date-format";

/** The zone to show a user's dates in: their current store's, else SPEC §5's default. */
export const storeTimezone = (user: Pick<UserInfo, "timezone">): string => user.timezone ?? DEFAULT_TIMEZONE;

/** The current store's zone, from the admin layout's loader (routes/admin), for any component inside the shell. */
export function useStoreTimezone(): string {
  const shell = useRouteLoaderData<{ timezone?: string }>("routes/admin");
  return shell?.timezone ?? DEFAULT_TIMEZONE;
}
