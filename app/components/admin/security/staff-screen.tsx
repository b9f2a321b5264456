/**
 * /admin/staff: the staff with their roles. An admin changes a role (select), invites a colleague by
 * e-mail with a role (they choose their own password from the e-mailed link; no password is ever
 * shown here), sends a pending invitation again, and removes someone with confirmation. The server
 * refuses what may not happen (the last admin keeps the role); this screen shows its message.
 */
import { Link2, Mail, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge, Button, ConfirmDialog, Label, Select } from "../../ui";
import { notify } from "../shell/notify.ts";
import { STAFF_TEXT as T } from "../text/security.ts";
import type { InvitationDelivery, StaffMember } from "../../../../core/staff-service.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { formatDate } from "./format.ts";
import { PageHeading, Section, useSessionLost } from "./section.tsx";
import { InvitationLink, InviteForm, STAFF_ACTION } from "./invite-form.tsx";

export type StaffRole = StaffMember["role"];
const roleName = (role: StaffRole) => T.roles.find((r) => r.value === role)?.label ?? role;

export function StaffScreen({
  currentUserId,
  items,
  mailConfigured,
}: {
  currentUserId: number;
  /** The staff as the route's loader read them (again after every change). */
  items: StaffMember[];
  /** Whether invitations are e-mailed; if not, the screen shows their links to hand over. */
  mailConfigured: boolean;
}) {
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [roleChange, setRoleChange] = useState<{ member: StaffMember; next: StaffRole } | null>(
    null,
  );
  const [busyRole, setBusyRole] = useState(false);
  const [busyRemove, setBusyRemove] = useState(false);
  /** An invitation that was not e-mailed: its link, shown to copy. */
  const [handOver, setHandOver] = useState<{ email: string; link: string } | null>(null);
  const sessionLost = useSessionLost();
  // Each kind of change posts to this route's action (app/routes/admin/staff.tsx).
  const roleAction = useAdminAction(STAFF_ACTION);
  const resendAction = useAdminAction<{ delivery: InvitationDelivery }>(STAFF_ACTION);

  /** Says truthfully what became of an invitation's e-mail: queued, or here is the link. */
  function delivered(email: string, delivery: InvitationDelivery | undefined, queued: string) {
    if (!delivery) return;
    if (delivery.mailed) {
      setHandOver(null);
      notify.success(queued);
    } else {
      setHandOver({ email, link: delivery.link });
      notify.warning(T.notMailedTitle(email));
    }
  }
  const removeAction = useAdminAction(STAFF_ACTION);

  const refused = (status: number, message: string) => {
    if (!sessionLost(status)) notify.error(T.errorTitle, message || T.failed);
  };

  /** A role picked in a row waits for confirmation; the select keeps the held role meanwhile. */
  async function changeRole() {
    if (!roleChange || busyRole) return;
    const { member, next } = roleChange;
    setBusyRole(true);
    setBusyRow(member.id);
    const res = await roleAction({ intent: "role", id: member.id, role: next });
    setBusyRow(null);
    setBusyRole(false);
    setRoleChange(null);
    // The list shows what the server holds, also after a refusal.
    if (res.ok) notify.success(T.roleChanged(member.email, next));
    else refused(res.status, res.message);
  }

  async function resend(member: StaffMember) {
    setBusyRow(member.id);
    const res = await resendAction({ intent: "resend", id: member.id });
    setBusyRow(null);
    if (res.ok) delivered(member.email, res.delivery, T.resent(member.email));
    else refused(res.status, res.message);
  }

  async function remove() {
    if (!removing) return;
    setBusyRemove(true);
    const target = removing;
    const res = await removeAction({ intent: "remove", id: target.id });
    setBusyRemove(false);
    setRemoving(null);
    if (res.ok) notify.success(T.removed(target.email));
    else refused(res.status, res.message);
  }

  let list;
  if (items.length === 0) {
    list = <p className="text-sm text-slate-700 dark:text-slate-300">{T.empty}</p>;
  } else {
    list = (
      <ul aria-label={T.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((m) => (
          <li
            key={m.id}
            data-testid="staff-row"
            aria-busy={busyRow === m.id}
            className="flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-all">{m.email}</span>
                {m.id === currentUserId ? <Badge tone="blue">{T.you}</Badge> : null}
                {m.pending ? <Badge tone="yellow">{T.pending}</Badge> : null}
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                <div className="flex gap-1">
                  <dt>{T.name}:</dt>
                  <dd>{m.name || "—"}</dd>
                </div>
                <div className="flex items-center gap-1">
                  <dt>{T.twoFactor}:</dt>
                  <dd>
                    <Badge tone={m.totpEnabled ? "green" : "grey"}>
                      {m.totpEnabled ? T.on : T.off}
                    </Badge>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{T.since}:</dt>
                  <dd>{formatDate(m.createdAt)}</dd>
                </div>
              </dl>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={`staff-role-${m.id}`} className="sr-only">
                {T.roleLabel(m.email)}
              </Label>
              <Select
                id={`staff-role-${m.id}`}
                className="w-36"
                value={m.role}
                disabled={busyRow === m.id}
                onChange={(e) => {
                  const next = e.target.value as StaffRole;
                  if (next !== m.role) setRoleChange({ member: m, next });
                }}
              >
                {T.roles.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </Select>
              {m.pending ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={
                    mailConfigured ? T.resendLabel(m.email) : T.resendNoMailLabel(m.email)
                  }
                  disabled={busyRow === m.id}
                  onClick={() => void resend(m)}
                >
                  {mailConfigured ? <Mail aria-hidden="true" /> : <Link2 aria-hidden="true" />}
                  {mailConfigured ? T.resend : T.resendNoMail}
                </Button>
              ) : null}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="text-red-700 dark:text-red-300"
                aria-label={T.removeLabel(m.email)}
                onClick={() => setRemoving(m)}
              >
                <Trash2 aria-hidden="true" />
                {T.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeading title={T.heading} description={T.description} />
      <Section
        title={T.inviteHeading}
        description={mailConfigured ? T.inviteDescription : T.inviteDescriptionNoMail}
      >
        <InviteForm mailConfigured={mailConfigured} onInvited={delivered} onRefused={refused} />
        {handOver ? (
          <InvitationLink
            email={handOver.email}
            link={handOver.link}
            onClose={() => setHandOver(null)}
          />
        ) : null}
      </Section>
      <Section title={T.listLabel}>{list}</Section>

      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(o) => !o && !busyRole && setRoleChange(null)}
        title={T.roleConfirmTitle}
        description={
          roleChange
            ? T.roleConfirmDescription(
                roleChange.member.email,
                roleName(roleChange.member.role),
                roleName(roleChange.next),
                roleChange.member.id === currentUserId,
              )
            : ""
        }
        cancelLabel={T.cancel}
        confirmLabel={
          busyRole ? T.roleChanging : T.roleConfirm(roleName(roleChange?.next ?? "author"))
        }
        confirmVariant="default"
        busy={busyRole}
        onConfirm={(e) => {
          e.preventDefault();
          void changeRole();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={T.confirmTitle}
        description={removing ? T.confirmDescription(removing.email) : ""}
        cancelLabel={T.cancel}
        confirmLabel={busyRemove ? T.removing : T.confirm}
        busy={busyRemove}
        onConfirm={(e) => {
          e.preventDefault();
          void remove();
        }}
      />
    </div>
  );
}
