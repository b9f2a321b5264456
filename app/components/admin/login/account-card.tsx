/** The centred card of the pages reached from an e-mailed link (reset password, confirm address). */
import type { LucideIcon } from "lucide-react";
import { ArrowLeft } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui";

export function AccountCard({
  icon: Icon,
  heading,
  description,
  children,
}: {
  icon: LucideIcon;
  heading: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10 dark:bg-slate-950">
      <main className="w-full max-w-md" aria-labelledby={headingId}>
        <Card>
          <CardHeader className="items-center text-center">
            <span
              aria-hidden="true"
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900"
            >
              <Icon className="size-6" />
            </span>
            <h1 id={headingId} className="text-2xl font-bold">
              {heading}
            </h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}

/** A refusal of the link, with the way back to sign-in. */
export function LinkProblem({
  message,
  testId,
  back,
}: {
  message: string;
  testId: string;
  back: string;
}) {
  return (
    <div className="space-y-4">
      <p
        role="alert"
        data-testid={testId}
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      >
        {message}
      </p>
      <Link
        to="/admin/login"
        className="inline-flex items-center gap-1 rounded text-sm text-slate-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back}
      </Link>
    </div>
  );
}

/** Success, with a button to sign in. */
export function LinkDone({ message, signIn }: { message: string; signIn: ReactNode }) {
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="flex gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950"
      >
        {message}
      </p>
      {signIn}
    </div>
  );
}
