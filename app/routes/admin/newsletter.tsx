/**
 * /admin/newsletter: the issues with the audience a send reaches, and one issue (`?id=`) with its
 * progress, its test send, its send and its pause. Read by the loader and written by the action
 * through the newsletter service the /api/v1/newsletter routes call, as the signed-in actor
 * (newsletter.send). Every write is a plain form, so the screen works without JavaScript; the
 * editor's "Send to subscribers" posts `intent=create` here and lands on the new issue's page.
 */
import { redirect } from "react-router";
import { IssuePage } from "../../components/admin/newsletter/issue-page.tsx";
import type { IssueAnswer } from "../../components/admin/newsletter/issue-answer.tsx";
import { NewsletterScreen } from "../../components/admin/newsletter/newsletter-screen.tsx";
import {
  NEWSLETTER_PATH,
  issueTitle,
} from "../../components/admin/newsletter/newsletter-words.tsx";
import { MissingRecord } from "../../components/admin/shell/missing-record.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { adminAction, idOf, readForm, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { rootMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/newsletter";

export const handle = screenHandle(["adminNewsletter"]);
export const meta: Route.MetaFunction = adminMeta(
  handle,
  (t, { loaderData, matches }: Route.MetaArgs) =>
    loaderData?.issue ? issueTitle(t, loaderData.issue, rootMeta(matches).locale) : t("pageTitle"),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "newsletter");
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (Number.isInteger(id) && id > 0) {
    try {
      return { issue: await services.newsletter.get(actor, id), list: null, me: actor.email };
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
      return { issue: null, list: null, me: actor.email };
    }
  }
  return { issue: null, list: await services.newsletter.list(actor), me: actor.email };
}

const INTENTS = ["create", "test", "send", "pause", "resume"] as const;

/**
 * `intent=create` (storyType, storyId) answers a redirect to the new issue; `test` (id, email,
 * locale), `send`, `pause` and `resume` (id) answer `{ ok, intent }`. A refusal (not a draft, the
 * story unpublished, mail not configured, a bad address) is an answer the page words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "newsletter", async ({ services, actor }) => {
    const form = await readForm(request);
    const intent = form.intent as (typeof INTENTS)[number];
    if (intent === "create") {
      const issue = await services.newsletter.create(actor, {
        kind: "story",
        storyType: form.storyType,
        storyId: form.storyId,
      });
      return redirect(`${NEWSLETTER_PATH}?id=${issue.id}`);
    }
    const id = idOf({ id: Number(form.id) });
    switch (intent) {
      case "test": {
        const { to } = await services.newsletter.testSend(actor, id, {
          email: form.email,
          locale: form.locale,
        });
        return { ok: true as const, intent, id, to };
      }
      case "send":
        await services.newsletter.send(actor, id);
        return { ok: true as const, intent, id };
      case "pause":
        await services.newsletter.pause(actor, id);
        return { ok: true as const, intent, id };
      case "resume":
        await services.newsletter.resume(actor, id);
        return { ok: true as const, intent, id };
      default:
        throw unknownAction(INTENTS);
    }
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

function Missing() {
  const { t } = useTranslation("adminNewsletter");
  return <MissingRecord heading={t("heading")} text={t("detail.notFound")} />;
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, list, me } = loaderData;
  if (issue) return <IssuePage issue={issue} me={me} answer={actionData as IssueAnswer} />;
  if (!list) return <Missing />;
  return <NewsletterScreen items={list.items} audience={list.audience} />;
}
