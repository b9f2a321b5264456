/**
 * /admin/newsletter/subscribers: the newsletter's subscribers (decision 0040), filtered by address,
 * state and language; one subscriber (`?id=`) with their language, a stop by hand and an erase; a
 * person added with their consent; a CSV import checked first (its report) and then imported.
 * Read by the loader and written by the action through the subscribers service the
 * /api/v1/newsletter/subscribers routes call, as the signed-in actor; every write is a plain form.
 */
import { redirect } from "react-router";
import type { ImportReport } from "../../../core/subscribers.ts";
import { SubscriberPage } from "../../components/admin/newsletter/subscriber-page.tsx";
import { SubscribersScreen } from "../../components/admin/newsletter/subscribers-screen.tsx";
import { SUBSCRIBERS_PATH } from "../../components/admin/newsletter/subscriber-words.tsx";
import { MissingRecord } from "../../components/admin/shell/missing-record.tsx";
import {
  failureAsAnswer,
  type ActionRefused,
} from "../../components/admin/shell/use-admin-action.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { adminAction, idOf, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/newsletter-subscribers";

export const handle = screenHandle(["adminNewsletter"]);
export const meta: Route.MetaFunction = adminMeta(handle, (t) => t("subscribers.pageTitle"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "newsletter");
  const params = new URL(request.url).searchParams;
  const id = Number(params.get("id"));
  if (Number.isInteger(id) && id > 0) {
    try {
      return { subscriber: await services.subscribers.get(actor, id), page: null, query: null };
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
      return { subscriber: null, page: null, query: null };
    }
  }
  const query = {
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    locale: params.get("locale") ?? "",
    page: params.get("page") ?? "1",
  };
  const page = await services.subscribers.list(
    actor,
    Object.fromEntries(Object.entries(query).filter(([, v]) => v !== "")),
  );
  return { subscriber: null, page, query };
}

const INTENTS = ["add", "change", "stop", "erase", "check", "import"] as const;

export type SubscribersAnswer =
  | { ok: true; intent: "add" | "change" | "stop"; email?: string }
  | { ok: true; intent: "check" | "import"; report: ImportReport; csv: string }
  | (ActionRefused & { intent?: undefined })
  | undefined;

/** A form's text fields, and an uploaded file's text under `csv` (a file wins over the text box). */
async function readPosted(request: Request) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const file = form.get("file");
  if (file instanceof File && file.size > 0) values.csv = await file.text();
  return values;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPosted(request);
  return adminAction(context, "newsletter", async ({ services, actor }) => {
    const intent = form.intent as (typeof INTENTS)[number];
    switch (intent) {
      case "add": {
        const added = await services.subscribers.add(actor, {
          email: form.email,
          locale: form.locale,
          consent: form.consent === "yes",
        });
        return { ok: true as const, intent, email: added.email };
      }
      case "check":
      case "import": {
        const report = await services.subscribers.importCsv(actor, {
          csv: form.csv ?? "",
          dryRun: intent === "check",
        });
        return { ok: true as const, intent, report, csv: form.csv ?? "" };
      }
      case "change":
      case "stop": {
        const id = idOf({ id: Number(form.id) });
        await services.subscribers.change(
          actor,
          id,
          intent === "change" ? { locale: form.locale } : { status: form.status },
        );
        return { ok: true as const, intent };
      }
      case "erase":
        await services.subscribers.erase(actor, idOf({ id: Number(form.id) }));
        return redirect(`${SUBSCRIBERS_PATH}?erased=1`);
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
  return <MissingRecord heading={t("subscribers.heading")} text={t("subscribers.notFound")} />;
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as SubscribersAnswer;
  if (loaderData.subscriber)
    return <SubscriberPage subscriber={loaderData.subscriber} answer={answer} />;
  if (!loaderData.page || !loaderData.query) return <Missing />;
  return <SubscribersScreen page={loaderData.page} query={loaderData.query} answer={answer} />;
}
