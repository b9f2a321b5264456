/** The dashboard's newsletter card: confirmed subscribers in all and per language, and the list. */
import { Link } from "react-router";
import type { AudienceCounts } from "../../../../core/newsletter.ts";
import { buttonClasses } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Section } from "../security/section.tsx";
import { AudienceSummary } from "./audience-summary.tsx";
import { SUBSCRIBERS_PATH } from "./subscriber-words.tsx";

export function SubscribersCard({ audience }: { audience: AudienceCounts }) {
  const { t } = useTranslation("adminNewsletter");
  return (
    <Section
      title={t("subscribers.card")}
      actions={
        <Link to={SUBSCRIBERS_PATH} className={buttonClasses("outline", "sm")}>
          {t("subscribers.cardLink")}
        </Link>
      }
    >
      <div data-testid="subscribers-card">
        <AudienceSummary audience={audience} />
      </div>
    </Section>
  );
}
