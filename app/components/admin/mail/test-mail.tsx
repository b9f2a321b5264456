/**
 * Settings › Integrations: "Send a test e-mail" to the admin's own address or a typed one. The
 * server sends it at once with the saved settings and answers what the mail server said, shown here.
 */
import { Loader2, Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button, Input, Label } from "../../ui";
import { notify } from "../shell/notify.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useRefusalText } from "../shell/refusal-text.ts";

type Outcome = { ok: true; to: string } | { ok: false; error: string };

export function TestMail({ me }: { me: string }) {
  const { t } = useTranslation("adminOutbox");
  const refusal = useRefusalText();
  const id = useId();
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useAdminAction<{ result: { ok: boolean; to: string; error?: string } }>(
    "/admin/settings",
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const res = await send({ intent: "test-mail", to: to.trim() });
    setBusy(false);
    if (res.ok && res.result.ok) {
      setOutcome({ ok: true, to: res.result.to });
      notify.success(t("testMail.sentTitle"), t("testMail.sent", { to: res.result.to }));
    } else {
      // The mail server's own answer, as it gave it; a refusal of ours in the staff language.
      const error = res.ok ? (res.result.error ?? "") : refusal.text(res);
      setOutcome({ ok: false, error });
      notify.error(t("testMail.failedTitle"), t("testMail.failed", { error }));
    }
  }

  // A form of its own would nest in the settings form: the button submits through this handler.
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-800">
      <div className="space-y-1">
        <h3 className="font-semibold">{t("testMail.heading")}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("testMail.description")}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor={`${id}-to`}>{t("testMail.toLabel")}</Label>
          <Input
            id={`${id}-to`}
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder={t("testMail.toPlaceholder", { email: me })}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void submit(e);
            }}
          />
        </div>
        <Button type="button" variant="outline" disabled={busy} onClick={(e) => void submit(e)}>
          {busy ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {busy ? t("testMail.sending") : t("testMail.send")}
        </Button>
      </div>
      <div aria-live="polite" data-testid="test-mail-outcome">
        {outcome ? (
          <p
            className={
              outcome.ok
                ? "text-sm text-green-800 dark:text-green-300"
                : "text-sm break-words text-red-800 dark:text-red-300"
            }
          >
            <span className="font-semibold">
              {outcome.ok ? t("testMail.sentTitle") : t("testMail.failedTitle")}.
            </span>{" "}
            {outcome.ok
              ? t("testMail.sent", { to: outcome.to })
              : t("testMail.failed", { error: outcome.error })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
