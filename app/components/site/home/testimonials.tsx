import { Icon, iconStyle, IconText } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { Button } from "../../ui/button.tsx";
import { HomeSection } from "./home-section.tsx";

/** The people quoted; their names are in the locale files, in the reader's script (decision 0030). */
const PEOPLE = ["one", "two"] as const;
const POINTS = ["one", "two", "three"] as const;

/** Five stars as one picture (`.stars` in styles.css repeats the icon), named by its rating. */
export function Stars({ label }: { label: string }) {
  return <Icon name="star" filled label={label} className="stars text-amber-500" />;
}

export function Testimonials() {
  const { t } = useTranslation("home");
  const locale = usePageLocale();
  return (
    <HomeSection name="testimonials" className="band-muted">
      {/* Two quotes and a word about the foundation (`.testimonials` in styles.css). */}
      <div className="testimonials">
        {PEOPLE.map((k) => (
          <figure key={k}>
            <Stars label={t("testimonials.rating")} />
            {/* The quotation mark is the quote's ::before. */}
            <blockquote style={iconStyle("quote")}>{t(`testimonials.items.${k}.quote`)}</blockquote>
            <figcaption>
              <strong>{t(`testimonials.items.${k}.name`)}</strong>
              {t(`testimonials.items.${k}.role`)}
            </figcaption>
          </figure>
        ))}
        <aside aria-labelledby="home-about-foundation">
          <h3 id="home-about-foundation">{t("testimonials.about.title")}</h3>
          <p>{t("testimonials.about.text")}</p>
          <ul>
            {POINTS.map((p) => (
              <IconText key={p} as="li" name="circle-check">
                {t(`testimonials.about.points.${p}`)}
              </IconText>
            ))}
          </ul>
          <Button asChild variant="light" className="mt-6 self-start">
            <a href={localizedHref("/about", locale)}>{t("testimonials.about.link")}</a>
          </Button>
        </aside>
      </div>
    </HomeSection>
  );
}
