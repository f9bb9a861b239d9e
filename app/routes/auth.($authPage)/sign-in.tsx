export { SignInPage } from "~/components/auth/SignInPage";
