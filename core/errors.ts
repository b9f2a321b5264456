/**
 * Errors the services throw; the HTTP layer maps `status` to the response code. Each refusal
 * carries a stable code (`details.reason`, with the numbers its text needs beside it): the admin
 * words it in the staff member's language (docs/decisions/0031-admin-languages.md), while the
 * English message stays for API clients.
 */
import { MESSAGES } from "./constants.ts";

/** The refusals the admin words itself (adminShell `refusals.<code>`), whatever screen shows them. */
export const REFUSAL_REASONS = [
  "signInRequired",
  "accessDenied",
  "notStaff",
  "notAllowed",
  "authorEntity",
  "notOwner",
  "authorPublished",
  "authorStatus",
  "notUploader",
  "authorByline",
  "notFound",
  "requiredFields",
  "invalidInput",
  "invalidCredentials",
  "emailUnconfirmed",
  "finishSignIn",
  "locked",
  "tooManyRequests",
  "invalidCode",
  "codeNotValid",
  "passwordOrCode",
  "twoFactorOn",
  "twoFactorOff",
  "resetLinkInvalid",
  "invitationLinkInvalid",
  "confirmationLinkInvalid",
  "currentPasswordWrong",
  "samePassword",
  "weakPassword",
  "passwordsMismatch",
  "notJson",
  "invalidJson",
  "unreadableForm",
  "invalidId",
  "unknownAction",
  "bodyTooLarge",
  "fileTooLarge",
  "fileEmpty",
  "fileType",
  "imageTooManyPixels",
  "imageUnreadable",
  "unknownBucket",
  "imageInUse",
  "slugTaken",
  "trashFirst",
  "draftTooLarge",
  "staleVersion",
  "notRefundable",
  "providerRefused",
  "issueNotDraft",
  "storyNotPublished",
  "digestStoryNotPublished",
  "mailNotConfigured",
  "issueKindFixed",
  "subscriberSuppressed",
  "subscriberExists",
  "importColumns",
  "importTooLong",
  "importNotText",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What a `staleVersion` refusal tells: the item's version and value now, the fields changed since. */
export interface SaveConflict {
  version: string;
  /** Null when the version the save started from is older than the revisions kept. */
  changedFields: string[] | null;
  current: Record<string, unknown>;
}

/** Why one field was refused (adminShell `fieldRefusals.<code>`), sent in `details.fieldReasons`. */
export const FIELD_REASONS = [
  "required",
  "tooLong",
  "tooShort",
  "tooBig",
  "tooSmall",
  "email",
  "notAnOption",
  "invalid",
  "passwordTooShort",
  "passwordTooLong",
  "passwordWeak",
  "mismatch",
  "notRight",
  "slugTaken",
  "startAfterEnd",
  "endBeforeStart",
  "aboveMaximum",
  "belowCurrent",
  "scheduleInPast",
  "slugFormat",
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];
export const isFieldReason = (value: unknown): value is FieldReason =>
  (FIELD_REASONS as readonly unknown[]).includes(value);

/** The numbers or names a refusal's text needs ("try again in {{minutes}} minutes"). */
export type RefusalValues = Record<string, string | number>;
export interface FieldRefusal {
  reason: FieldReason;
  values?: RefusalValues;
}

export class AppError extends Error {
  /** For 429 answers: when to try again (sent as Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly fields?: Record<string, string>,
    /** More about the refusal, sent as `error.details`: its `reason`, the uses of an image kept… */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** A refusal with its code, the values its text needs and, for a form, each field's code. */
export function refused(
  status: AppError["status"],
  reason: RefusalReason,
  message: string,
  more: {
    fields?: Record<string, string>;
    fieldReasons?: Record<string, FieldRefusal>;
    values?: RefusalValues;
    details?: Record<string, unknown>;
  } = {},
) {
  const { fields, fieldReasons, values, details } = more;
  return new AppError(status, message, fields, {
    ...details,
    ...values,
    reason,
    ...(fieldReasons ? { fieldReasons } : {}),
  });
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  reason: RefusalReason = "invalidInput",
  fieldReasons?: Record<string, FieldRefusal>,
) => refused(400, reason, message, { fields, fieldReasons });
export const unauthorized = (
  message: string = MESSAGES.signInRequired,
  reason: RefusalReason = "signInRequired",
) => refused(401, reason, message);
export const forbidden = (
  message: string = MESSAGES.accessDenied,
  reason: RefusalReason = "accessDenied",
) => refused(403, reason, message);
export const notFound = (message: string = MESSAGES.notFound) => refused(404, "notFound", message);
/** `details` holds the refusal's code when it has one (`{ reason: "lastAdmin" }`). */
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, message, undefined, details);
export const tooLarge = (message: string, reason: RefusalReason, values?: RefusalValues) =>
  refused(413, reason, message, { values });
export const unsupportedMedia = (message: string, reason: RefusalReason, values?: RefusalValues) =>
  refused(415, reason, message, { values });

/**
 * The status of a service error, or undefined for anything else. By shape, not `instanceof`: the
 * server and the app's build each load their own copy of this module.
 */
export function appErrorStatus(error: unknown): AppError["status"] | undefined {
  return error instanceof Error && error.name === "AppError"
    ? (error as AppError).status
    : undefined;
}
