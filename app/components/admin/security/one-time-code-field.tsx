/** The field for a code from an authenticator app or a backup code: sign-in, set-up, turning off. */
import { Input, Label } from "../../ui";
import { FieldError } from "./section.tsx";

export function OneTimeCodeField({
  id,
  label,
  value,
  onChange,
  error,
  autoFocus,
  numeric = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's reason the last code was refused, announced under the field. */
  error?: string | null;
  autoFocus?: boolean;
  /** Only app codes (digits) are expected: phones show the number pad. */
  numeric?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        inputMode={numeric ? "numeric" : undefined}
        autoComplete="one-time-code"
        required
        autoFocus={autoFocus}
        maxLength={20}
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
