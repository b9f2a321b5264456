/** Inviting a colleague (Staff screen): e-mail, name and role, then what became of the e-mail. */
import { Loader2, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { InvitationDelivery } from "../../../../core/staff-service.ts";
import { Button, Input, Label, Select } from "../../ui";
import { CopyButton } from "../shell/copy-button.tsx";
import { notify } from "../shell/notify.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { STAFF_TEXT as T } from "../text/security.ts";
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
  onRefused: (status: number, message: string) => void;
}) {
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
      if (res.invited) onInvited(res.email, res.delivery, T.invited(res.email));
      else notify.success(T.promoted(res.email));
    } else if (res.status === 400 && res.message) setEmailError(res.fields.email ?? res.message);
    else onRefused(res.status, res.message);
  }

  return (
    <form
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_auto] lg:items-start"
      onSubmit={invite}
      aria-busy={inviting}
    >
      <div className="space-y-2">
        <Label htmlFor="staff-email">{T.emailLabel}</Label>
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
        <Label htmlFor="staff-name">{T.nameLabel}</Label>
        <Input
          id="staff-name"
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="staff-role">{T.inviteRoleLabel}</Label>
        <Select id="staff-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {T.roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
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
        {inviting ? T.inviting : mailConfigured ? T.invite : T.inviteNoMail}
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
  return (
    <div
      role="status"
      data-testid="invitation-link"
      className="mt-4 space-y-2 rounded-md border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-50"
    >
      <p className="font-semibold">{T.notMailedTitle(email)}</p>
      <p>{T.notMailed}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label={T.linkLabel(email)}
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono"
        />
        <CopyButton text={link} label={T.copyLink} copied={T.linkCopied} failed={T.copyFailed} />
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {T.closeLink}
        </Button>
      </div>
    </div>
  );
}
