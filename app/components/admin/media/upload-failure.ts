/** Why an upload was refused, in the admin page's language (decision 0028). */
import type { TFunction } from "../../../i18n/translate.ts";

/** The reason for a refused upload: by HTTP status (0: the server was not reached). */
export function uploadFailureText(
  t: TFunction<"adminMedia">,
  status: number,
  serverMessage: string,
): string {
  if (status === 0) return t("uploadFailure.network");
  if (status === 413) {
    // The server names its limit ("… the limit of 10 MB"); the staff member sees it when it does.
    const limit = /(\d+(?:\.\d+)? MB)/.exec(serverMessage)?.[1];
    return limit ? t("uploadFailure.tooLargeLimit", { limit }) : t("uploadFailure.tooLarge");
  }
  if (status === 415) return t("uploadFailure.notImage");
  return t("uploadFailure.other", { reason: serverMessage || `HTTP ${status}` });
}
