/** GET /language/:locale?next=/page: remembers the language in the cookie, then on to the page. */
import type { RequestHandler } from "express";
import { isLocale, LANG_COOKIE } from "../../core/constants.ts";
import { isLocalPath } from "../../core/local-path.ts";
import { localizedHref } from "../../core/site-paths.ts";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function chooseLanguage({ secureCookies }: { secureCookies: boolean }): RequestHandler {
  return (req, res) => {
    const locale = req.params.locale;
    if (!isLocale(locale)) {
      res.status(404).type("text/plain").send("No such language");
      return;
    }
    const next = typeof req.query.next === "string" ? req.query.next : "";
    // Read by the page's script too (document.cookie): not HttpOnly, as the script writes it.
    res.cookie(LANG_COOKIE, locale, {
      maxAge: ONE_YEAR_SECONDS * 1000,
      path: "/",
      sameSite: "lax",
      secure: secureCookies,
    });
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, isLocalPath(next) ? next : localizedHref("/", locale));
  };
}
