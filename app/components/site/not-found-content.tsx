import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import type { IconName } from "~/components/ui/icon-names.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { localizedHref } from "../../i18n/locale-path.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";

/** A page that says why there is nothing to read here, with a way home. */
function StatusMessage({
  mark,
  title,
  text,
  home,
}: {
  mark: ReactNode;
  title: string;
  text: string;
  home: string;
}) {
  const locale = usePageLocale();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      {mark}
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{text}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={localizedHref("/", locale)}>
          <Icon name="house" />
          {home}
        </a>
      </Button>
    </Container>
  );
}

/** The body of the not-found page: '404', 'Oops! Page not found', a link home. */
export function NotFoundContent() {
  const { t } = useTranslation("common");
  return (
    <StatusMessage
      mark={
        <p className="text-7xl font-extrabold tracking-tight text-slate-900 tabular-nums dark:text-white">
          404
        </p>
      }
      title={t("notFound.title")}
      text={t("notFound.text")}
      home={t("notFound.home")}
    />
  );
}

/** Any other error on a public page. */
export function ErrorContent({ status }: { status: number }) {
  const { t } = useTranslation("common");
  const locale = usePageLocale();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-6xl font-extrabold tabular-nums">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{t("error.unexpected")}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{t("error.text")}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={localizedHref("/", locale)}>{t("notFound.home")}</a>
      </Button>
    </Container>
  );
}

/** A page with an icon and the texts of `texts` in common.json: its title, text and way home. */
function IconStatus({ icon, texts }: { icon: IconName; texts: "offline" | "outage" }) {
  const { t } = useTranslation("common");
  return (
    <StatusMessage
      mark={<Icon name={icon} className="size-12 text-slate-500" />}
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`)}
      home={t(`${texts}.home`)}
    />
  );
}

/** The page the service worker shows offline for a page not saved on this device. */
export const OfflineContent = () => <IconStatus icon="wifi-off" texts="offline" />;

/** A page that cannot render while the site's database is away (503): "back in a moment". */
export const OutageContent = () => <IconStatus icon="clock" texts="outage" />;
