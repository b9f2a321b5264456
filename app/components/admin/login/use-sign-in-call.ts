/**
 * A sign-in step sent by the hydrated page: the route action's JSON answer, awaited like a call.
 * The page's loaders are not read again after a step: the flow goes on in place (the backup codes
 * must stay on screen after two-factor is on), and the page decides when it is done.
 */
import type { SignInProgress } from "../../../lib/sign-in-action.ts";
import { type ActionAnswer, useAdminAction } from "../shell/use-admin-action.ts";

export type SignInCallAnswer = ActionAnswer<Omit<SignInProgress, "ok">>;
export type SignInCall = (body: Record<string, unknown>) => Promise<SignInCallAnswer>;

export function useSignInCall(action = "/admin/login"): SignInCall {
  return useAdminAction<Omit<SignInProgress, "ok">>(action, { revalidate: false });
}
