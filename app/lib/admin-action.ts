/**
 * The server side of every admin form posted to a route action: the same guard as the admin
 * loaders (`requireAdminContext`), then one service call with the signed-in actor; the service
 * checks the permission again, validates with the shared schema and writes the audit entry.
 * A refusal comes back as data (not thrown), so the screen keeps what was typed and can say why:
 * 401 (sign in again), 403 (not allowed), 4xx from the service with its message and field errors.
 * Each refusal carries its code (core/errors.ts), which the screen words in the staff member's
 * language (app/components/admin/shell/refusal-text.ts); the English message is for logs and tests.
 */
import { data, type RouterContextProvider } from "react-router";
import type { AdminScreen } from "../../core/access.ts";
import type {
  FieldRefusal,
  RefusalReason,
  RefusalValues,
  SaveConflict,
} from "../../core/errors.ts";
import { type AdminContext, requireAdminContext } from "./admin-guard.ts";

export interface ActionRefusal {
  ok: false;
  status: number;
  message: string;
  /** The server's message per rejected field (`general.siteName`, `email`). */
  fields: Record<string, string>;
  /** Why a service refused, as a code the screen words in its language (`lastAdmin`). */
  reason?: string;
  /** The numbers or names the reason's text needs (`{ minutes: 15 }`). */
  values?: RefusalValues;
  /** Why each rejected field was refused, as a code (`{ email: { reason: "email" } }`). */
  fieldReasons?: Record<string, FieldRefusal>;
  /** A save overtaken by someone else's (`staleVersion`): the item now, to merge with. */
  conflict?: SaveConflict;
}

/** What a refusal says besides its status and message. */
interface Why {
  reason?: RefusalReason | (string & {});
  values?: RefusalValues;
  fieldReasons?: Record<string, FieldRefusal>;
  conflict?: SaveConflict;
}

const GUARD_REFUSALS: Record<number, { message: string; reason: RefusalReason }> = {
  401: { message: "Your session has ended. Sign in again.", reason: "signInRequired" },
  403: { message: "Your role may not do this.", reason: "notAllowed" },
};

function statusOf(thrown: unknown): number | undefined {
  if (typeof thrown !== "object" || thrown === null) return undefined;
  // A guard's thrown `data(…, { status })`, or a service's AppError (duck-typed: the server's
  // class is not the copy bundled into the app build).
  const init = (thrown as { init?: { status?: unknown } }).init;
  const status = init?.status ?? (thrown as { status?: unknown }).status;
  return typeof status === "number" ? status : undefined;
}

export function refusal(
  status: number,
  message: string,
  fields: Record<string, string> = {},
  { reason, values, fieldReasons, conflict }: Why = {},
) {
  return data<ActionRefusal>(
    {
      ok: false,
      status,
      message,
      fields,
      ...(reason ? { reason } : {}),
      ...(values ? { values } : {}),
      ...(fieldReasons ? { fieldReasons } : {}),
      ...(conflict ? { conflict } : {}),
    },
    { status },
  );
}

/**
 * An action's answer, with what was posted added to a refusal (`draft`): a page rendered again
 * without JavaScript shows what was typed instead of losing it. Anything else passes through.
 */
export function withPosted<T>(answer: T, posted: unknown): T {
  if (answer instanceof Response || typeof answer !== "object" || answer === null) return answer;
  const wrapped = answer as { data?: { ok?: unknown }; init?: ResponseInit | null };
  if (!("init" in wrapped) || wrapped.data?.ok !== false) return answer;
  return data({ ...wrapped.data, draft: posted }, wrapped.init ?? undefined) as T;
}

/** A body whose `intent` names no action of the route: 400 listing the ones it has. */
export function unknownAction(intents: readonly string[]) {
  return refusal(
    400,
    `Unknown action: send intent ${intents.join(", ")}`,
    { intent: "Unknown intent" },
    { reason: "unknownAction" },
  );
}

/** A positive whole number in `body[name]`, or 400 naming the field (as the API's `idParam`). */
export function idOf(body: Record<string, unknown>, name = "id") {
  const id = body[name];
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
    throw refusal(
      400,
      "The id must be a positive whole number",
      { [name]: "Invalid id" },
      { reason: "invalidId" },
    );
  return id;
}

/** Reads a JSON body (what `useFetcher().submit(…, { encType: "application/json" })` sends). */
export async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    throw refusal(415, "Send the body as application/json", {}, { reason: "notJson" });
  }
  try {
    return (await request.json()) as unknown;
  } catch {
    throw refusal(400, "The request body is not valid JSON", {}, { reason: "invalidJson" });
  }
}

/** Reads a posted form's string fields. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refusal(400, "The form body could not be read", {}, { reason: "unreadableForm" });
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * Runs `work` for a staff member allowed on `screen`; a guard refusal or a service's 4xx becomes
 * an `ActionRefusal` answered with that status, anything else is thrown (500, error boundary).
 */
export async function adminAction<T>(
  context: Readonly<RouterContextProvider>,
  screen: AdminScreen,
  work: (guard: AdminContext) => Promise<T>,
) {
  let guard: AdminContext;
  try {
    guard = requireAdminContext(context, screen);
  } catch (thrown) {
    const status = statusOf(thrown);
    const guardRefusal = GUARD_REFUSALS[status ?? 0];
    if (status && guardRefusal)
      return refusal(status, guardRefusal.message, {}, { reason: guardRefusal.reason });
    throw thrown;
  }
  try {
    return await work(guard);
  } catch (err) {
    return refusalOf(err);
  }
}

/**
 * What an action answers for what its work threw: a refusal thrown by a body reader as it is, a
 * service's 4xx as a refusal with its message and field errors; anything else is thrown again.
 */
export function refusalOf(err: unknown) {
  // A refusal thrown by a body reader is already an answer.
  if ((err as { data?: { ok?: unknown } }).data?.ok === false)
    return err as ReturnType<typeof refusal>;
  const status = statusOf(err);
  if (status !== undefined && status >= 400 && status < 500) {
    const fields = (err as { fields?: Record<string, string> }).fields ?? {};
    const details = (err as { details?: Record<string, unknown> }).details ?? {};
    return refusal(status, (err as Error).message || `HTTP ${status}`, fields, whyOf(details));
  }
  throw err;
}

/** The code, values and field codes of a service error's `details` (core/errors.ts `refused`). */
function whyOf(details: Record<string, unknown>): Why {
  const { reason, fieldReasons, current, version, changedFields } = details;
  const values: RefusalValues = {};
  for (const [key, value] of Object.entries(details))
    if (key !== "reason" && (typeof value === "string" || typeof value === "number"))
      values[key] = value;
  return {
    ...(typeof reason === "string" ? { reason } : {}),
    ...(Object.keys(values).length > 0 ? { values } : {}),
    ...(fieldReasons && typeof fieldReasons === "object"
      ? { fieldReasons: fieldReasons as Record<string, FieldRefusal> }
      : {}),
    ...(reason === "staleVersion" && typeof version === "string"
      ? {
          conflict: {
            version,
            changedFields: (changedFields as string[] | null) ?? null,
            current: current as Record<string, unknown>,
          },
        }
      : {}),
  };
}
