/** The rich text editor's box that adds, changes or removes a link on the selection. */
import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { isSafeUrl } from "../../../../core/urls.ts";
import { richTextText as text } from "../text/content.ts";
import { Button } from "../../ui";
import { closeOnEscape, onEnter } from "./rich-text-panel-keys.ts";
import { inputClass } from "./ui.tsx";

export function LinkPanel({
  id,
  editor,
  initial,
  hasLink,
  onClose,
}: {
  id: string;
  editor: Editor;
  initial: string;
  hasLink: boolean;
  onClose: () => void;
}) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState("");
  const inputId = `${id}-link-url`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const apply = () => {
    const href = url.trim();
    if (!href || !isSafeUrl(href)) {
      setError(text.badUrl);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  return (
    <div className="mt-2 rounded-md border border-slate-300 p-3" onKeyDown={closeOnEscape(onClose)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        {text.linkUrl}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoFocus
        className={`${inputClass} mt-1 h-10`}
        value={url}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setError("");
        }}
        onKeyDown={onEnter(apply)}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-700">
        {text.linkHint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>
          {text.applyLink}
        </Button>
        {hasLink ? (
          <Button size="sm" variant="outline" onClick={remove}>
            {text.removeLink}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}
