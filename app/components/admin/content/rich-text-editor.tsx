/**
 * The WYSIWYG editor of rich text fields (decision 0011): TipTap, loaded lazily by the admin form
 * only (never part of a public page's JavaScript). It edits HTML limited to what the server's
 * allow-list keeps; the server sanitizes every write anyway.
 */
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useState } from "react";
import type { Locale, UploadBucket } from "../../../../core/constants.ts";
import { isSafeUrl } from "../../../../core/urls.ts";
import { ImagePanel } from "./rich-text-image-panel.tsx";
import { LinkPanel } from "./rich-text-link-panel.tsx";
import { type Panel, RichTextToolbar, useToolState } from "./rich-text-toolbar.tsx";
import { inputClass } from "./ui.tsx";

export interface RichTextEditorProps {
  id: string;
  /** The element naming the field (its visible label). */
  labelId: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang?: Locale;
  describedBy?: string;
  required?: boolean;
  bucket?: UploadBucket;
  /** The form awaits pending uploads before saving. */
  onUpload: (pending: Promise<string | null>) => void;
}

const EDITABLE = [
  inputClass,
  "mt-1 min-h-48 max-h-[60vh] overflow-y-auto leading-relaxed",
  "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold [&_a]:text-sky-800 [&_a]:underline",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic",
  "[&_img]:h-auto [&_img]:max-w-full [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-sky-600",
].join(" ");

export default function RichTextEditor({
  id,
  labelId,
  label,
  value,
  onChange,
  lang,
  describedBy,
  required,
  bucket,
  onUpload,
}: RichTextEditorProps) {
  const editor = useEditor({
    // The admin renders on the client; never build the editor during server rendering.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // The server sets rel on links leaving the site; no target.
        HTMLAttributes: { rel: null, target: null },
        isAllowedUri: (url) => isSafeUrl(url),
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(lang ? { lang } : {}),
        class: EDITABLE,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  // A value changed from outside (a reset of the form) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useToolState(editor);
  const [panel, setPanel] = useState<Panel>(null);

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  return (
    <div>
      <RichTextToolbar
        id={id}
        label={label}
        editor={editor}
        state={state}
        panel={panel}
        setPanel={setPanel}
      />
      {panel === "link" && editor ? (
        <LinkPanel
          id={id}
          editor={editor}
          initial={state?.href ?? ""}
          hasLink={Boolean(state?.link)}
          onClose={closePanel}
        />
      ) : null}
      {panel === "image" && editor ? (
        <ImagePanel
          id={id}
          editor={editor}
          bucket={bucket}
          lang={lang}
          onUpload={onUpload}
          onClose={closePanel}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
