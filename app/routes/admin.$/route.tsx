import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound, requireStore } from "~/lib/guards.server";

// Unknown admin URLs (and restricted screens not built yet) get the 404 page inside the shell.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStore(request, context);
  throw notFound();
}

export default function AdminNotFound() {
  return null;
}
