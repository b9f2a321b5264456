/**
 * Values as the archive holds them, the same whichever engine wrote or reads them: booleans as
 * true/false, JSON as its text, timestamps as ISO 8601 text, bytes as { $base64 }.
 */
import type { ColumnKind } from "./database-catalog.ts";

export type PortableValue = string | number | boolean | null | { $base64: string };

export function toPortable(value: unknown, kind: ColumnKind): PortableValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint")
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (kind === "boolean") return asBoolean(value);
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number | boolean;
}

/** The value to insert into a column of this kind on this engine. */
export function fromPortable(
  value: PortableValue,
  kind: ColumnKind,
  engine: "sqlite" | "postgres",
): unknown {
  if (value === null) return null;
  if (typeof value === "object") return Buffer.from(value.$base64, "base64");
  if (kind === "boolean") {
    const b = asBoolean(value);
    return engine === "postgres" ? b : b ? 1 : 0;
  }
  if ((kind === "integer" || kind === "number") && typeof value === "boolean") return value ? 1 : 0;
  return value;
}

function asBoolean(value: unknown): boolean {
  if (typeof value === "string")
    return ["1", "t", "true", "yes", "on"].includes(value.toLowerCase());
  return Boolean(value);
}
