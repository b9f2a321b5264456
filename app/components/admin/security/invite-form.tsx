/** Inviting a colleague (Staff screen): e-mail, name and role, then what became of the e-mail. */
import { Loader2, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { STAFF_ROLES } from "../../../../core/constants.ts";
import type { InvitationDelivery } from "../../../../core/staff-service.ts";
import { Button, Input, Label, Select } from "../../ui";
import { CopyButton } from "../shell/copy-button.tsx";
import { notify } from "../shell/notify.ts";
import { type ActionRefused, useAdminAction } from "../shell/use-admin-action.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { FieldError } from "./section.tsx";
import type { StaffRole } from "./staff-screen.tsx";

/** Every change on the Staff screen posts to its route's action (app/routes/admin/staff.tsx). */
export const STAFF_ACTION = "/admin/staff";

export function InviteForm({
  mailConfigured,
  onInvited,
  onRefused,
}: {
  mailConfigured: boolean;
  /** An invitation was made: say what became of its e-mail. */
  onInvited: (email: string, delivery: InvitationDelivery | undefined, queued: string) => void;
  onRefused: (refusal: ActionRefused, email: string) => void;
}) {
  const { t } = useTranslation("adminStaff");
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("editor");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const inviteAction = useAdminAction<{
    email: string;
    invited: boolean;
    delivery?: InvitationDelivery;
  }>(STAFF_ACTION);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inviting) return;
    setInviting(true);
    const res = await inviteAction({
      intent: "invite",
      input: { email, role, ...(name.trim() ? { name } : {}) },
    });
    setInviting(false);
    if (res.ok) {
      setEmail("");
      setName("");
      setEmailError(null);
      if (res.invited) onInvited(res.email, res.delivery, t("invited", { email: res.email }));
      else notify.success(t("promoted", { email: res.email }));
    } else if (res.status === 400 && res.fields.email) setEmailError(t("refusals.invalidEmail"));
    else onRefused(res, email.trim().toLowerCase());
  }

  return (
    <form
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_auto] lg:items-start"
      onSubmit={invite}
      aria-busy={inviting}
    >
      <div className="space-y-2">
        <Label htmlFor="staff-email">{t("emailLabel")}</Label>
        <Input
          id="staff-email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "staff-email-error" : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FieldError id="staff-email-error" message={emailError} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="staff-name">{t("nameLabel")}</Label>
        <Input
          id="staff-name"
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="staff-role">{t("inviteRoleLabel")}</Label>
        <Select id="staff-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={inviting} className="lg:mt-7">
        {inviting ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {inviting ? t("inviting") : mailConfigured ? t("invite") : t("inviteNoMail")}
      </Button>
    </form>
  );
}

/** An invitation that was not e-mailed: its link to copy and hand over. */
export function InvitationLink({
  email,
  link,
  onClose,
}: {
  email: string;
  link: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminStaff");
  return (
    <div
      role="status"
      data-testid="invitation-link"
      className="mt-4 space-y-2 rounded-md border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-50"
    >
      <p className="font-semibold">{t("notMailedTitle", { email })}</p>
      <p>{t("notMailed")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label={t("linkLabel", { email })}
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono"
        />
        <CopyButton
          text={link}
          label={t("copyLink")}
          copied={t("linkCopied")}
          failed={t("copyFailed")}
        />
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t("closeLink")}
        </Button>
      </div>
    </div>
  );
}
