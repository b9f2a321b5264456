import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";

/** SPEC: the newsletter box has no handler; we say it opens soon and send nothing. */
export function Newsletter() {
  const { t } = useTranslation("blog");
  const id = useId();
  const [status, setStatus] = useState("");
  return (
    <section aria-labelledby={`${id}-title`} className="bg-slate-900 py-16 text-white">
      <Container className="max-w-3xl text-center">
        <Mail aria-hidden="true" className="mx-auto mb-4 size-10 text-slate-200" />
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-200">{t("newsletter.text")}</p>
        <form
          className="mx-auto mt-8 flex max-w-md flex-col gap-3 text-left sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setStatus(t("newsletter.soon"));
          }}
        >
          <div className="flex-1">
            <label
              htmlFor={`${id}-email`}
              className="mb-1 block text-sm font-medium text-slate-100"
            >
              {t("newsletter.emailLabel")}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              className="h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
            />
          </div>
          <Button type="submit" variant="light" size="lg" className="h-11">
            {t("newsletter.subscribe")}
          </Button>
        </form>
        <p role="status" className="mt-4 min-h-6 text-slate-100" data-testid="newsletter-status">
          {status}
        </p>
      </Container>
    </section>
  );
}
