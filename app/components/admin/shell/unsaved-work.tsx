/**
 * Keeping an editor's typing safe, so that no work is ever lost:
 * - `UnsavedChangesGuard` + `useUnsavedChanges`: with unsaved changes, closing the tab asks the
 *   browser's question and leaving the screen inside the admin asks ours;
 * - the content editor keeps its copy on the server instead (its autosave,
 *   docs/decisions/0027-full-page-editor.md);
 * - `ReauthDialog`: when the session has ended, Save signs in again in place, then saves.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from "react";
import { useBlocker } from "react-router";
import { Button, Dialog } from "../../ui";
import { LoginForm } from "../login/login-form.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";

/** A yes/no question about losing changes. */
function ConfirmLoss({
  open,
  title,
  body,
  leave,
  onStay,
  onLeave,
}: {
  open: boolean;
  title: string;
  body: string;
  leave: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation("adminShell");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={title}
      description={body}
      wide={false}
      footer={
        <>
          <Button variant="outline" onClick={onStay} autoFocus>
            {t("unsaved.keepEditing")}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {leave}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}

const UnsavedContext = createContext<((id: string, dirty: boolean) => void) | null>(null);

/**
 * The one place that asks before leaving (a router supports one blocker): the admin shell wraps
 * its screens in it, and every form with unsaved changes registers through `useUnsavedChanges`.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation("adminShell");
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const register = useCallback((id: string, dirty: boolean) => {
    setDirtyForms((forms) => {
      if (forms.has(id) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need a value to show their question.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  // Only leaving the screen loses a form: a change of the query (a closing dialog dropping ?new=1,
  // the back button over filters) keeps the same screen and its state.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <UnsavedContext.Provider value={register}>
      {children}
      <ConfirmLoss
        open={blocker.state === "blocked"}
        title={t("unsaved.leaveTitle")}
        body={t("unsaved.leaveBody")}
        leave={t("unsaved.leave")}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </UnsavedContext.Provider>
  );
}

/** Tells the guard whether this form has unsaved changes (cleared when the form goes away). */
export function useUnsavedChanges(dirty: boolean) {
  const register = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    register?.(id, dirty);
  }, [register, id, dirty]);
  useEffect(() => () => register?.(id, false), [register, id]);
}

/** Sign in again without leaving the editor; `onSignedIn` then saves what was typed. */
export function ReauthDialog({
  open,
  onSignedIn,
  onCancel,
}: {
  open: boolean;
  onSignedIn: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("adminShell");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t("unsaved.reauthTitle")}
      description={t("unsaved.reauthBody")}
      wide={false}
    >
      <div className="p-4 sm:p-6" data-testid="reauth-dialog">
        <LoginForm expired onSignedIn={onSignedIn} />
      </div>
    </Dialog>
  );
}
