/**
 * What every page behind an e-mailed link shares (a password reset, an invitation, an e-mail
 * confirmation): the sign-in texts, the link's token read by the loader, a failed post answered as
 * data (the form keeps what was typed), and a meta that keeps the address, which holds the token,
 * from other sites. Each route exports these and adds its own action and form.
 */
import { failureAsAnswer } from "../components/admin/shell/use-admin-action.ts";
import type { TFunction } from "../i18n/translate.ts";
import { adminMeta, screenHandle } from "./admin-meta.ts";
import type { rootMeta } from "./seo.ts";
import { linkToken } from "./sign-in-action.ts";

type MetaArgs = { matches: Parameters<typeof rootMeta>[0]; location: { pathname: string } };

export function linkPage(title: (t: TFunction<"adminSignIn">, args: MetaArgs) => string) {
  /** The staff admin is a React application in the browser. */
  const handle = screenHandle(["adminSignIn"], { hydrate: true });
  const titleMeta = adminMeta<"adminSignIn", MetaArgs>(handle, title);
  return {
    handle,
    loader: ({ request }: { request: Request }) => ({ token: linkToken(request) }),
    clientAction: ({ serverAction }: { serverAction: () => Promise<unknown> }) =>
      failureAsAnswer(serverAction),
    /**
     * Out of search indexes; same-origin referrer, not no-referrer: with no referrer at all, the
     * browser posts the page's forms with `Origin: null`, which the server refuses as cross-origin.
     */
    meta: (args: Parameters<typeof titleMeta>[0]) => [
      ...titleMeta(args),
      { name: "referrer", content: "same-origin" },
    ],
  };
}
