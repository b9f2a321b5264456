/**
 * Share links as plain links (no third-party script, nothing loads until the visitor clicks):
 * each network's own share address with the page URL and title.
 */
import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("common");
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    {
      key: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: <Icon name="facebook" size={20} />,
    },
    {
      key: "x",
      href: `https://x.com/intent/post?url=${u}&text=${text}`,
      icon: <Icon name="x-brand" size={20} />,
    },
    {
      key: "whatsapp",
      href: `https://wa.me/?text=${text}%20${u}`,
      icon: <Icon name="message-circle" />,
    },
    {
      key: "telegram",
      href: `https://t.me/share/url?url=${u}&text=${text}`,
      icon: <Icon name="send" />,
    },
    {
      key: "linkedin",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <Icon name="briefcase" />,
    },
    { key: "email", href: `mailto:?subject=${text}&body=${u}`, icon: <Icon name="mail" /> },
  ] as const;
  return (
    <section
      aria-labelledby="share-heading"
      className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id="share-heading" className="text-base font-semibold">
        {t("story.share.title")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {targets.map(({ key, href, icon }) => (
          <li key={key}>
            <a
              href={href}
              target={key === "email" ? undefined : "_blank"}
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <span aria-hidden="true" className="inline-flex size-4 items-center [&_svg]:size-4">
                {icon}
              </span>
              {t(`story.share.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
