/** What every /admin route shows to a visitor or a plain user: the sign-in form. */
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SignInStep } from "../../../lib/sign-in-action.ts";
import { LoginForm } from "../login/login-form.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { SessionSpinner } from "./admin-shell.tsx";
import { AdminToaster } from "./admin-toaster.tsx";

export function SignInGate({
  notAdmin,
  expired = false,
  step = "password",
}: {
  notAdmin: boolean;
  expired?: boolean;
  /** The step the session is held at (the code, the set-up, a new password). */
  step?: SignInStep;
}) {
  const { t } = useTranslation("adminShell");
  const revalidator = useRevalidator();
  const [checking, setChecking] = useState(false);
  return (
    <>
      {checking ? (
        <SessionSpinner />
      ) : (
        <LoginForm
          notAdmin={notAdmin}
          expired={expired}
          step={step}
          onSignedIn={async () => {
            // The server now sees an admin session: load this screen again.
            setChecking(true);
            try {
              await revalidator.revalidate();
            } finally {
              setChecking(false);
            }
          }}
        />
      )}
      <AdminToaster />
      <span className="sr-only" aria-live="polite">
        {checking ? t("checkingSession") : ""}
      </span>
    </>
  );
}
