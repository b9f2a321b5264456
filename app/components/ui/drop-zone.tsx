/**
 * An area that takes files dropped on it, outlined while they are dragged over. It is only the
 * target: the caller puts its own file button inside, for the keyboard and for phones.
 */
import { useState, type ComponentProps } from "react";
import { cn } from "./cn.ts";

export function DropZone({
  onFiles,
  className,
  ...props
}: Omit<ComponentProps<"div">, "onDrop" | "onDragOver" | "onDragLeave"> & {
  onFiles: (files: FileList) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      {...props}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onFiles(e.dataTransfer.files);
      }}
      className={cn(
        "rounded-md border-2 border-dashed",
        dragging ? "border-sky-600 bg-sky-50" : "border-slate-300",
        className,
      )}
    />
  );
}
