/** What every /admin route shows to a visitor or a plain user: the sign-in form. */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { LoginForm } from "../login/login-form.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { SessionSpinner } from "./admin-shell.tsx";
import { AdminToaster } from "./admin-toaster.tsx";

export function SignInGate({
  notAdmin,
  expired = false,
}: {
  notAdmin: boolean;
  expired?: boolean;
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
