/**
 * Building blocks shared by the security and mail screens: a titled card section, field error, page
 * heading, a record's remove button.
 */
import { Trash2 } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Button, Card, CardContent, CardDescription, CardHeader } from "../../ui";

export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
          {actions ? <div className="shrink-0">{actions}</div> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

export function PageHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{description}</p>
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** When a call answers 401 the session is gone: reload so the admin layout shows the sign-in form. */
export function useSessionLost() {
  const revalidator = useRevalidator();
  return (status: number) => {
    if (status === 401) void revalidator.revalidate();
    return status === 401;
  };
}

/** Removes one record of a list (asks first, through the screen's dialog): `label` names the record. */
export function RemoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="text-red-700 dark:text-red-300"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
      {children}
    </Button>
  );
}
