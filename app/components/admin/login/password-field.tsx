/** A labelled password input of the sign-in pages, tied to what says it is wrong. */
import { Input, Label } from "../../ui";

export function PasswordField({
  id,
  name,
  label,
  value,
  onChange,
  autoComplete = "new-password",
  autoFocus,
  error,
  invalidBy,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: "current-password" | "new-password";
  autoFocus?: boolean;
  /** What is wrong with this field, shown under it. */
  error?: string;
  /** The id of a message elsewhere that says what is wrong (the field is then invalid). */
  invalidBy?: string;
}) {
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : invalidBy;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        autoFocus={autoFocus}
        value={value}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
