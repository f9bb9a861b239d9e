import { notFound } from "~/lib/guards.server";

// SPEC §2 catch-all: any unknown URL answers 404, rendered by the root error boundary.
export function loader() {
  throw notFound();
}

export default function CatchAll() {
  return null;
}
