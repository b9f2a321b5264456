/**
 * A table of records: one header cell per column, then the rows the caller draws. The table says
 * what it lists (a caption, or a label when a heading beside it already shows the words). Each
 * table keeps its own density through the class names of its head and cells.
 */
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export interface DataTableProps {
  /** The header of each column, in order (a column without visible words gives its sr-only text). */
  columns: readonly ReactNode[];
  /** The rows (`<tr>`). */
  children: ReactNode;
  /** Read by assistive technology as the table's name, in a caption (not shown). */
  caption?: string;
  /** The table's name as an attribute, when there is no caption. */
  label?: string;
  className?: string;
  /** Classes of the head row. */
  headClassName?: string;
  /** Classes of every header cell (the table's spacing). */
  headCellClassName?: string;
  bodyClassName?: string;
  /** A rule under the head and between rows (the audit log, donations and their history). */
  ruled?: boolean;
  "data-testid"?: string;
}

export function DataTable({
  columns,
  children,
  caption,
  label,
  className,
  headClassName,
  headCellClassName = "py-2 pr-3 font-medium",
  bodyClassName,
  ruled = false,
  "data-testid": testId,
}: DataTableProps) {
  return (
    <table
      className={cn("w-full text-left text-sm", className)}
      aria-label={label}
      data-testid={testId}
    >
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead
        className={cn(
          ruled &&
            "border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300",
          headClassName,
        )}
      >
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={headCellClassName}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        className={cn(ruled && "divide-y divide-slate-100 dark:divide-slate-800", bodyClassName)}
      >
        {children}
      </tbody>
    </table>
  );
}
