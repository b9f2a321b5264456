/** /admin/verify-email?token=…: confirm an account's e-mail address from the e-mailed link. */
import { requestContext } from "../../../core/request-context.ts";
import { VerifyEmailForm } from "../../components/admin/login/verify-email-form.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import type { RouteHandle } from "../../lib/document-mode.ts";
import { metaT } from "../../lib/seo.ts";
import {
  field,
  linkPageMeta,
  linkToken,
  signInAction,
  type SignInAnswer,
} from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/verify-email";

/** The staff admin is a React application in the browser. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkToken(request) };
}

/** `{ token }`, as a form post or JSON: spends the link and confirms the address. */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn } = context.get(requestContext);
  return signInAction(request, async (body) => {
    await signIn.verifyEmail({ token: field(body, "token") });
    return { ok: true };
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export function meta({ matches }: Route.MetaArgs) {
  return linkPageMeta(matches, (locale) => metaT(locale, "adminSignIn")("verify.pageTitle"));
}

export default function AdminVerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VerifyEmailForm token={loaderData.token} answer={actionData as SignInAnswer | undefined} />
  );
}
