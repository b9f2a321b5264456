/** /admin/verify-email?token=…: confirm an account's e-mail address from the e-mailed link. */
import { requestContext } from "../../../core/request-context.ts";
import { VerifyEmailForm } from "../../components/admin/login/verify-email-form.tsx";
import { linkPage } from "../../lib/link-page.ts";
import { field, signInAction, type SignInAnswer } from "../../lib/sign-in-action.ts";
import type { Route } from "./+types/verify-email";

const page = linkPage((t) => t("verify.pageTitle"));
export const handle = page.handle;
export const meta = page.meta;
export const loader = page.loader;
export const clientAction = page.clientAction;

/** `{ token }`, as a form post or JSON: spends the link and confirms the address. */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn } = context.get(requestContext);
  return signInAction(request, async (body) => {
    await signIn.verifyEmail({ token: field(body, "token") });
    return { ok: true };
  });
}

export default function AdminVerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VerifyEmailForm token={loaderData.token} answer={actionData as SignInAnswer | undefined} />
  );
}
