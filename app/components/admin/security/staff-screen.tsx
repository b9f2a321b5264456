/**
 * /admin/staff: the staff with their roles. An admin changes a role (select), invites a colleague by
 * e-mail with a role (they choose their own password from the e-mailed link; no password is ever
 * shown here), sends a pending invitation again, and removes someone with confirmation. The server
 * refuses what may not happen (the last admin keeps the role); this screen shows its message.
 */
import { Link2, Mail } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  Button,
  ConfirmDialog,
  Detail,
  Label,
  RecordList,
  RecordRow,
  Select,
} from "../../ui";
import { notify } from "../shell/notify.ts";
import { STAFF_ROLES } from "../../../../core/constants.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { InvitationDelivery, StaffMember } from "../../../../core/staff-service.ts";
import { type ActionRefused, useAdminAction } from "../shell/use-admin-action.ts";
import { formatDate } from "../shell/admin-format.ts";
import { PageHeading, RemoveButton, Section, useSessionLost } from "./section.tsx";
import { InvitationLink, InviteForm, STAFF_ACTION } from "./invite-form.tsx";
import { useRefusalText } from "../shell/refusal-text.ts";

export type StaffRole = (typeof STAFF_ROLES)[number];

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
  const { t } = useTranslation("adminStaff");
  const words = useRefusalText();
  const locale = usePageLocale();
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
      notify.warning(t("notMailedTitle", { email }));
    }
  }
  const removeAction = useAdminAction(STAFF_ACTION);

  /** A refusal in words: this screen's text for its reason or status, else the shared one. */
  const refused = (res: ActionRefused, email: string) => {
    if (sessionLost(res.status)) return;
    const fallback = words.text(res);
    const code = res.reason ?? String(res.status);
    notify.error(t("errorTitle"), textForCode(t, "refusals", code, fallback, { email }));
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
    if (res.ok) notify.success(t(`roleChanged.${next}`, { email: member.email }));
    else refused(res, member.email);
  }

  async function resend(member: StaffMember) {
    setBusyRow(member.id);
    const res = await resendAction({ intent: "resend", id: member.id });
    setBusyRow(null);
    if (res.ok) delivered(member.email, res.delivery, t("resent", { email: member.email }));
    else refused(res, member.email);
  }

  async function remove() {
    if (!removing) return;
    setBusyRemove(true);
    const target = removing;
    const res = await removeAction({ intent: "remove", id: target.id });
    setBusyRemove(false);
    setRemoving(null);
    if (res.ok) notify.success(t("removed", { email: target.email }));
    else refused(res, target.email);
  }

  let list;
  if (items.length === 0) {
    list = <p className="text-sm text-slate-700 dark:text-slate-300">{t("empty")}</p>;
  } else {
    list = (
      <RecordList label={t("listLabel")}>
        {items.map((m) => (
          <RecordRow
            key={m.id}
            data-testid="staff-row"
            busy={busyRow === m.id}
            align="center"
            title={
              <>
                <span className="font-medium break-all">{m.email}</span>
                {m.id === currentUserId ? <Badge tone="blue">{t("you")}</Badge> : null}
                {m.pending ? <Badge tone="yellow">{t("pending")}</Badge> : null}
              </>
            }
            details={
              <>
                <Detail term={t("name")} translate="no">
                  {m.name || "—"}
                </Detail>
                <Detail term={t("twoFactor")}>
                  <Badge tone={m.totpEnabled ? "green" : "grey"}>
                    {m.totpEnabled ? t("on") : t("off")}
                  </Badge>
                </Detail>
                <Detail term={t("since")}>{formatDate(m.createdAt, locale)}</Detail>
              </>
            }
            actions={
              <>
                <Label htmlFor={`staff-role-${m.id}`} className="sr-only">
                  {t("roleLabel", { email: m.email })}
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
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                </Select>
                {m.pending ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={
                      mailConfigured
                        ? t("resendLabel", { email: m.email })
                        : t("resendNoMailLabel", { email: m.email })
                    }
                    disabled={busyRow === m.id}
                    onClick={() => void resend(m)}
                  >
                    {mailConfigured ? <Mail aria-hidden="true" /> : <Link2 aria-hidden="true" />}
                    {mailConfigured ? t("resend") : t("resendNoMail")}
                  </Button>
                ) : null}
                <RemoveButton
                  label={t("removeLabel", { email: m.email })}
                  onClick={() => setRemoving(m)}
                >
                  {t("remove")}
                </RemoveButton>
              </>
            }
          />
        ))}
      </RecordList>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeading title={t("heading")} description={t("description")} />
      <Section
        title={t("inviteHeading")}
        description={mailConfigured ? t("inviteDescription") : t("inviteDescriptionNoMail")}
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
      <Section title={t("listLabel")}>{list}</Section>

      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(o) => !o && !busyRole && setRoleChange(null)}
        title={t("roleConfirmTitle")}
        description={
          roleChange
            ? [
                t("roleConfirmDescription", {
                  email: roleChange.member.email,
                  from: textForCode(t, "roles", roleChange.member.role, roleChange.member.role),
                  to: t(`roles.${roleChange.next}`),
                }),
                t(`roleRights.${roleChange.next}`),
                roleChange.member.id === currentUserId ? t("roleOwn") : "",
                t("roleAudited"),
              ]
                .filter(Boolean)
                .join(" ")
            : ""
        }
        cancelLabel={t("cancel")}
        confirmLabel={
          busyRole ? t("roleChanging") : t(`roleConfirm.${roleChange?.next ?? "author"}`)
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
        title={t("confirmTitle")}
        description={removing ? t("confirmDescription", { email: removing.email }) : ""}
        cancelLabel={t("cancel")}
        confirmLabel={busyRemove ? t("removing") : t("confirm")}
        busy={busyRemove}
        onConfirm={(e) => {
          e.preventDefault();
          void remove();
        }}
      />
    </div>
  );
}
