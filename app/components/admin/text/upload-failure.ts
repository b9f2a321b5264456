/**
 * Why an upload was refused, in the admin page's language (English today, decision 0002; the
 * texts exist in every site language so the admin can follow its `lang`): decision 0028.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../../core/constants.ts";

interface FailureTexts {
  tooLarge: (limit: string) => string;
  notImage: string;
  network: string;
  other: (server: string) => string;
}

const TEXTS: Record<Locale, FailureTexts> = {
  en: {
    tooLarge: (limit) => `The file is too large${limit ? ` (limit: ${limit})` : ""}.`,
    notImage: "This file is not a JPEG, PNG, WebP, GIF or AVIF image (checked by its content).",
    network: "The server could not be reached. Check the connection and try again.",
    other: (server) => `The server refused the file: ${server}`,
  },
  fr: {
    tooLarge: (limit) =>
      `Le fichier est trop volumineux${limit ? ` (limite\u00a0: ${limit})` : ""}.`,
    notImage:
      "Ce fichier n’est pas une image JPEG, PNG, WebP, GIF ou AVIF (vérifié d’après son contenu).",
    network: "Le serveur est injoignable. Vérifiez la connexion et réessayez.",
    other: (server) => `Le serveur a refusé le fichier\u00a0: ${server}`,
  },
  ru: {
    tooLarge: (limit) => `Файл слишком большой${limit ? ` (предел: ${limit})` : ""}.`,
    notImage: "Это не изображение JPEG, PNG, WebP, GIF или AVIF (проверено по содержимому).",
    network: "Сервер недоступен. Проверьте соединение и попробуйте ещё раз.",
    other: (server) => `Сервер не принял файл: ${server}`,
  },
};

/** The reason for a refused upload: by HTTP status (0: the server was not reached). */
export function uploadFailureText(
  status: number,
  serverMessage: string,
  lang: string = DEFAULT_LOCALE,
): string {
  const locale = (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE;
  const t = TEXTS[locale];
  if (status === 0) return t.network;
  if (status === 413) return t.tooLarge(/(\d+(?:\.\d+)? MB)/.exec(serverMessage)?.[1] ?? "");
  if (status === 415) return t.notImage;
  return t.other(serverMessage || `HTTP ${status}`);
}
