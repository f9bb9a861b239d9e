import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SignInPage } from "~/components/auth/SignInPage";
import { getSession, isSignedIn } from "~/lib/session.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const meta: MetaFunction = () => [{ title: "Sign in · Backroom" }];

// SPEC §2: the home page shows the auth screen; a signed-in merchant goes straight to the admin.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (isSignedIn(await getSession(request, context))) throw redirect("/admin");
  return null;
}

export default function Index() {
  return <SignInPage />;
}
