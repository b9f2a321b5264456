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
import { issueHref, issueTitle } from "../../components/admin/newsletter/newsletter-words.tsx";
import {
  type ComposedKind,
  composedIssue,
} from "../../components/admin/newsletter/composed-issue.ts";
import {
  type ComposeRefusal,
  IssueComposer,
} from "../../components/admin/newsletter/issue-composer.tsx";
import type { NewsletterIssueDetail } from "../../../core/newsletter.ts";
import { MissingRecord } from "../../components/admin/shell/missing-record.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { adminAction, idOf, readForm, unknownAction, withPosted } from "../../lib/admin-action.ts";
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

const COMPOSED_KINDS: readonly ComposedKind[] = ["digest", "appeal"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "newsletter");
  const params = new URL(request.url).searchParams;
  const me = actor.email;
  const none = { issue: null, list: null, compose: null, sender: null, me };
  const compose = params.get("compose");
  if (COMPOSED_KINDS.includes(compose as ComposedKind)) {
    const kind = compose as ComposedKind;
    const candidates = kind === "digest" ? await services.newsletter.digestCandidates(actor) : null;
    return { ...none, compose: { kind, issue: null, candidates } };
  }
  const id = Number(params.get("id") ?? params.get("edit"));
  if (Number.isInteger(id) && id > 0) {
    let issue: NewsletterIssueDetail;
    try {
      issue = await services.newsletter.get(actor, id);
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
      return none;
    }
    // A draft digest or appeal is changed in its composer; anything else shows its page.
    if (params.has("edit") && issue.status === "draft" && issue.kind !== "story") {
      const kind = issue.kind;
      const candidates =
        kind === "digest" ? await services.newsletter.digestCandidates(actor) : null;
      return { ...none, compose: { kind, issue, candidates } };
    }
    // Before a send, the page warns when a sending domain lacks a record.
    const sender = issue.status === "draft" ? await services.newsletter.sender(actor) : null;
    return { ...none, issue, sender };
  }
  const [list, sender] = await Promise.all([
    services.newsletter.list(actor),
    services.newsletter.sender(actor),
  ]);
  return { ...none, list, sender };
}

const INTENTS = [
  "create",
  "compose",
  "change",
  "test",
  "send",
  "pause",
  "resume",
  "unschedule",
] as const;

/**
 * `intent=create` (storyType, storyId) answers a redirect to the new issue, as do `compose` (a new
 * digest or appeal) and `change` (id: a draft's new words), whose refusals carry what was posted
 * so the page shows it again without JavaScript; `test` (id, email,
 * locale), `send` (answered `schedule` when it waits for its story's publication), `pause`, `resume`
 * and `unschedule` (id) answer `{ ok, intent }`. A refusal (not a draft, the
 * story unpublished, mail not configured, a bad address) is an answer the page words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.intent as (typeof INTENTS)[number];
  if (intent === "compose" || intent === "change") {
    const input = composedIssue(form);
    const answer = await adminAction(context, "newsletter", async ({ services, actor }) => {
      const issue =
        intent === "compose"
          ? await services.newsletter.create(actor, input)
          : await services.newsletter.update(actor, idOf({ id: Number(form.id) }), input);
      return redirect(issueHref(issue.id));
    });
    return withPosted(answer, input);
  }
  return adminAction(context, "newsletter", async ({ services, actor }) => {
    if (intent === "create") {
      const issue = await services.newsletter.create(actor, {
        kind: "story",
        storyType: form.storyType,
        storyId: form.storyId,
      });
      return redirect(issueHref(issue.id));
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
      case "send": {
        // A story still scheduled: the issue waits for its publication.
        const { status } = await services.newsletter.send(actor, id);
        return { ok: true as const, intent: status === "scheduled" ? "schedule" : intent, id };
      }
      case "unschedule":
        await services.newsletter.unschedule(actor, id);
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
  const { issue, list, compose, sender, me } = loaderData;
  if (compose)
    return (
      <IssueComposer
        key={`${compose.kind}:${compose.issue?.id ?? "new"}`}
        kind={compose.kind}
        issue={compose.issue}
        candidates={compose.candidates}
        answer={actionData as ComposeRefusal | undefined}
      />
    );
  if (issue)
    return <IssuePage issue={issue} me={me} sender={sender} answer={actionData as IssueAnswer} />;
  if (!list || !sender) return <Missing />;
  return <NewsletterScreen items={list.items} audience={list.audience} sender={sender} />;
}
