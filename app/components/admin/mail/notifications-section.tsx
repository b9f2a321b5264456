/** Account & Security: whether this staff member gets the staff notifications by e-mail. */
import { useState } from "react";
import { Section, useSessionLost } from "../security/section.tsx";
import { SwitchRow } from "../settings/fields.tsx";
import { notify } from "../shell/notify.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useRefusalText } from "../shell/refusal-text.ts";

export function NotificationsSection({ subscribed }: { subscribed: boolean }) {
  const { t } = useTranslation("adminOutbox");
  const refusal = useRefusalText();
  const [busy, setBusy] = useState(false);
  const sessionLost = useSessionLost();
  const save = useAdminAction<{ subscribed: boolean }>("/admin/account");

  async function change(next: boolean) {
    setBusy(true);
    const res = await save({ intent: "notifications", input: { subscribed: next } });
    setBusy(false);
    if (res.ok) notify.success(res.subscribed ? t("notifications.on") : t("notifications.off"));
    else if (!sessionLost(res.status))
      notify.error(t("notifications.errorTitle"), refusal.text(res));
  }

  return (
    <Section title={t("notifications.heading")} description={t("notifications.description")}>
      <SwitchRow
        id="staff-notifications"
        label={t("notifications.label")}
        checked={subscribed}
        disabled={busy}
        onChange={(next) => void change(next)}
      />
    </Section>
  );
}
