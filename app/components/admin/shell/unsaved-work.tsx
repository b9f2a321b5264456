/**
 * Keeping an editor's typing safe, so that no work is ever lost:
 * - `UnsavedChangesGuard` + `useUnsavedChanges`: with unsaved changes, closing the tab asks the
 *   browser's question and leaving the screen inside the admin asks ours;
 * - `useDiscardConfirm`: closing an editor dialog with unsaved changes asks first;
 * - `useLocalDraft`: while typing, the values are kept in this browser, and offered back when the
 *   same editor opens again after a crash or a closed tab;
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
import { UNSAVED_TEXT as T } from "../text/shell.ts";

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
            {T.keepEditing}
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
        title={T.leaveTitle}
        body={T.leaveBody}
        leave={T.leave}
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

/**
 * Wraps a dialog's close: with unsaved changes it asks first. `request(close)` either closes at
 * once or opens the question; the returned dialog must be rendered.
 */
export function useDiscardConfirm(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const request = useCallback(
    (close: () => void) => {
      if (dirty) setPending(() => close);
      else close();
    },
    [dirty],
  );
  const dialog = (
    <ConfirmLoss
      open={pending !== null}
      title={T.discardTitle}
      body={T.discardBody}
      leave={T.discard}
      onStay={() => setPending(null)}
      onLeave={() => {
        const close = pending;
        setPending(null);
        close?.();
      }}
    />
  );
  return { request, dialog };
}

const DRAFT_PREFIX = "admin-draft:";
const DRAFT_DEBOUNCE_MS = 400;
/** Drafts older than this are not offered any more (and are removed). */
const DRAFT_MAX_AGE_MS = 14 * 24 * 3600 * 1000;

export interface LocalDraft<T> {
  values: T;
  savedAt: string;
}

function readDraft<T>(key: string): LocalDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft<T>;
    if (Date.now() - Date.parse(draft.savedAt) > DRAFT_MAX_AGE_MS) {
      window.localStorage.removeItem(DRAFT_PREFIX + key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

/**
 * Keeps `values` in this browser while `dirty` (debounced), under `key` (the entity and item id). `found` is a draft left by an earlier visit that was never saved or discarded; `clear()`
 * forgets it (call it after a save, a discard, or when the draft is taken back).
 */
export function useLocalDraft<T>(key: string, values: T, dirty: boolean) {
  // Read once: the key is fixed for the life of the form (forms are keyed by item). The offer
  // shows inside a dialog, which the server never renders, so reading here cannot break hydration.
  const [found, setFound] = useState<LocalDraft<T> | null>(() =>
    typeof window === "undefined" ? null : readDraft<T>(key),
  );
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      try {
        const draft: LocalDraft<T> = { values, savedAt: new Date().toISOString() };
        window.localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(draft));
      } catch {
        // Storage full or disabled: the guard on leaving still protects the typing.
      }
    }, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty]);
  const clear = useCallback(() => {
    setFound(null);
    try {
      window.localStorage.removeItem(DRAFT_PREFIX + key);
    } catch {
      // Nothing stored.
    }
  }, [key]);
  return { found, clear };
}

/** The bar above a form that offers a kept draft back. */
export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const when = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(savedAt));
  return (
    <div
      role="status"
      data-testid="draft-offer"
      className="mb-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{T.draftFound(when)}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          {T.restoreDraft}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {T.discardDraft}
        </Button>
      </div>
    </div>
  );
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
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={T.reauthTitle}
      description={T.reauthBody}
      wide={false}
    >
      <div className="p-4 sm:p-6" data-testid="reauth-dialog">
        <LoginForm expired onSignedIn={onSignedIn} />
      </div>
    </Dialog>
  );
}
