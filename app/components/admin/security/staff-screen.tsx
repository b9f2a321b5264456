/** /admin/staff: the admins; add one by e-mail (temporary password shown once), remove with confirmation. */
import { Copy, KeyRound, Loader2, Trash2, UserPlus } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useEffect, useState, type FormEvent } from "react";
import { Badge, Button, Input, Label, buttonClasses } from "../../ui";
import { notifyError, notifySuccess } from "../shell/notify.ts";
import { Spinner } from "../shell/spinner.tsx";
import { STAFF_TEXT as T } from "../text/security.ts";
import { api, formatDate } from "./api.ts";
import { FieldError, PageHeading, Section, useSessionLost } from "./section.tsx";

interface StaffMember {
  id: number;
  email: string;
  name: string;
  totpEnabled: boolean;
  createdAt: string;
}

export function StaffScreen({ currentUserId }: { currentUserId: number }) {
  const [items, setItems] = useState<StaffMember[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [temp, setTemp] = useState<{ email: string; password: string } | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busyRemove, setBusyRemove] = useState(false);
  const sessionLost = useSessionLost();

  const [version, setVersion] = useState(0);
  const load = () => setVersion((v) => v + 1);

  useEffect(() => {
    let live = true;
    void api<{ items: StaffMember[] }>("GET", "/api/v1/staff").then((res) => {
      if (!live) return;
      setFailed(!res.ok);
      if (res.ok && res.body) setItems(res.body.items);
      else if (!sessionLost(res.status)) notifyError(T.errorTitle, res.message ?? T.loadFailed);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    const res = await api<{ id: number; email: string; temporaryPassword?: string }>(
      "POST",
      "/api/v1/staff",
      name.trim() ? { email, name } : { email },
    );
    setAdding(false);
    if (res.ok && res.body) {
      setEmail("");
      setName("");
      setEmailError(null);
      notifySuccess(T.added(res.body.email));
      setTemp(
        res.body.temporaryPassword
          ? { email: res.body.email, password: res.body.temporaryPassword }
          : null,
      );
      load();
    } else if (sessionLost(res.status)) return;
    else if (res.status === 400 && res.message) setEmailError(res.fields.email ?? res.message);
    else notifyError(T.errorTitle, res.message ?? T.failed);
  }

  async function remove() {
    if (!removing) return;
    setBusyRemove(true);
    const target = removing;
    const res = await api("DELETE", `/api/v1/staff/${target.id}`);
    setBusyRemove(false);
    setRemoving(null);
    if (res.ok) {
      notifySuccess(T.removed(target.email));
      load();
    } else if (!sessionLost(res.status)) notifyError(T.errorTitle, res.message ?? T.failed);
  }

  async function copyTemp() {
    if (!temp) return;
    try {
      await navigator.clipboard.writeText(temp.password);
      notifySuccess(T.copied);
    } catch (err) {
      notifyError(T.errorTitle, T.failed, err);
    }
  }

  let list;
  if (items === null) {
    list = failed ? (
      <Button type="button" variant="outline" onClick={() => void load()}>
        {T.failed}
      </Button>
    ) : (
      <Spinner label={T.loading} showLabel />
    );
  } else if (items.length === 0) {
    list = <p className="text-sm text-slate-700 dark:text-slate-300">{T.empty}</p>;
  } else {
    list = (
      <ul aria-label={T.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((m) => (
          <li
            key={m.id}
            data-testid="staff-row"
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-all">{m.email}</span>
                {m.id === currentUserId ? <Badge tone="blue">{T.you}</Badge> : null}
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
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start text-red-700 sm:self-center dark:text-red-300"
              aria-label={T.removeLabel(m.email)}
              onClick={() => setRemoving(m)}
            >
              <Trash2 aria-hidden="true" />
              {T.remove}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeading title={T.heading} description={T.description} />
      {temp ? (
        <section
          role="status"
          aria-labelledby="staff-temp-heading"
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="staff-temp-heading" className="flex items-center gap-2 font-semibold">
            <KeyRound aria-hidden="true" className="size-4" />
            {T.tempHeading}
          </h2>
          <p className="text-sm">{T.tempDescription(temp.email)}</p>
          <p className="flex flex-wrap items-center gap-2">
            <code
              data-testid="temporary-password"
              className="rounded-md bg-white px-3 py-1.5 font-mono text-base break-all text-slate-900"
            >
              {temp.password}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={copyTemp}>
              <Copy aria-hidden="true" />
              {T.copy}
            </Button>
            <Button type="button" size="sm" onClick={() => setTemp(null)}>
              {T.tempDismiss}
            </Button>
          </p>
        </section>
      ) : null}
      <Section title={T.addHeading} description={T.addDescription}>
        <form
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          onSubmit={add}
          aria-busy={adding}
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
          <Button type="submit" disabled={adding} className="sm:mt-7">
            {adding ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <UserPlus aria-hidden="true" />
            )}
            {adding ? T.adding : T.add}
          </Button>
        </form>
      </Section>
      <Section title={T.listLabel}>{list}</Section>

      <AlertDialog.Root open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
            <AlertDialog.Title className="text-lg font-semibold">
              {T.confirmTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-700 dark:text-slate-300">
              {removing ? T.confirmDescription(removing.email) : ""}
            </AlertDialog.Description>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses("outline")}>
                {T.cancel}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses(
                  "default",
                  "default",
                  "bg-red-700 text-white hover:bg-red-800",
                )}
                disabled={busyRemove}
                onClick={(e) => {
                  e.preventDefault();
                  void remove();
                }}
              >
                {busyRemove ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {busyRemove ? T.removing : T.confirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
