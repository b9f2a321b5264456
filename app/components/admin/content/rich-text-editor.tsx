/**
 * The WYSIWYG editor of rich text fields (decision 0011): TipTap, loaded lazily by the admin form
 * only (never part of a public page's JavaScript). It edits HTML limited to what the server's
 * allow-list keeps; the server sanitizes every write anyway.
 */
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Locale, UploadBucket } from "../../../../core/constants.ts";
import { isSafeUrl } from "../../../../core/urls.ts";
import { richTextText as text } from "../text/content.ts";
import { uploadImage } from "../shell/upload-client.ts";
import { type AltTexts, MediaAltFields } from "../media/media-alt.tsx";
import { notify } from "../shell/notify.ts";
import { Button } from "../../ui";
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

const TOOL =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-pressed:bg-slate-800 aria-pressed:text-white [&_svg]:size-4";

type Panel = null | "link" | "image";

function useToolState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e?.isActive("paragraph") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      h4: e?.isActive("heading", { level: 4 }) ?? false,
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      link: e?.isActive("link") ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      blockquote: e?.isActive("blockquote") ?? false,
      image: e?.isActive("image") ?? false,
      href: (e?.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
}

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

  const run = (action: (e: Editor) => void) => () => {
    if (!editor) return;
    action(editor);
  };

  const tools: {
    key: string;
    label: string;
    icon: React.ReactNode;
    pressed: boolean;
    expanded?: boolean;
    onClick: () => void;
  }[] = [
    {
      key: "paragraph",
      label: text.paragraph,
      icon: <Pilcrow aria-hidden="true" />,
      pressed: Boolean(state?.paragraph),
      onClick: run((e) => e.chain().focus().setParagraph().run()),
    },
    ...([2, 3, 4] as const).map((level) => ({
      key: `h${level}`,
      label: text.heading(level),
      icon:
        level === 2 ? (
          <Heading2 aria-hidden="true" />
        ) : level === 3 ? (
          <Heading3 aria-hidden="true" />
        ) : (
          <Heading4 aria-hidden="true" />
        ),
      pressed: Boolean(state?.[`h${level}`]),
      onClick: run((e) => e.chain().focus().toggleHeading({ level }).run()),
    })),
    {
      key: "bold",
      label: text.bold,
      icon: <Bold aria-hidden="true" />,
      pressed: Boolean(state?.bold),
      onClick: run((e) => e.chain().focus().toggleBold().run()),
    },
    {
      key: "italic",
      label: text.italic,
      icon: <Italic aria-hidden="true" />,
      pressed: Boolean(state?.italic),
      onClick: run((e) => e.chain().focus().toggleItalic().run()),
    },
    {
      key: "link",
      label: text.link,
      icon: <Link2 aria-hidden="true" />,
      pressed: Boolean(state?.link),
      expanded: panel === "link",
      onClick: () => setPanel(panel === "link" ? null : "link"),
    },
    {
      key: "bulletList",
      label: text.bulletList,
      icon: <List aria-hidden="true" />,
      pressed: Boolean(state?.bulletList),
      onClick: run((e) => e.chain().focus().toggleBulletList().run()),
    },
    {
      key: "orderedList",
      label: text.orderedList,
      icon: <ListOrdered aria-hidden="true" />,
      pressed: Boolean(state?.orderedList),
      onClick: run((e) => e.chain().focus().toggleOrderedList().run()),
    },
    {
      key: "blockquote",
      label: text.quote,
      icon: <Quote aria-hidden="true" />,
      pressed: Boolean(state?.blockquote),
      onClick: run((e) => e.chain().focus().toggleBlockquote().run()),
    },
    {
      key: "image",
      label: text.image,
      icon: <ImagePlus aria-hidden="true" />,
      pressed: Boolean(state?.image),
      expanded: panel === "image",
      onClick: () => setPanel(panel === "image" ? null : "image"),
    },
  ];

  // One tab stop for the toolbar; arrows, Home and End move between its buttons (ARIA toolbar).
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onToolbarKey = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(active + 1),
      ArrowLeft: () => move(active - 1),
      Home: () => move(0),
      End: () => move(tools.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  return (
    <div>
      <div
        role="toolbar"
        aria-label={text.toolbar(label)}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="mt-1 flex flex-wrap gap-1 rounded-md border border-slate-300 bg-slate-50 p-1"
      >
        {tools.map((tool, i) => (
          <button
            key={tool.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            className={TOOL}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            tabIndex={i === active ? 0 : -1}
            disabled={!editor}
            onFocus={() => setActive(i)}
            onClick={tool.onClick}
          >
            {tool.icon}
          </button>
        ))}
      </div>
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

/** Enter in a panel's input acts on the panel, never submits the surrounding form. */
const onEnter = (action: () => void) => (event: React.KeyboardEvent) => {
  if (event.key === "Enter") {
    event.preventDefault();
    action();
  }
};

/** Escape closes this box only, never what holds the editor (docs/decisions/0027-full-page-editor.md). */
const closeOnEscape = (close: () => void) => (event: React.KeyboardEvent) => {
  if (event.key !== "Escape") return;
  event.preventDefault();
  event.stopPropagation();
  close();
};

function LinkPanel({
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

function ImagePanel({
  id,
  editor,
  bucket,
  lang,
  onUpload,
  onClose,
}: {
  id: string;
  editor: Editor;
  bucket?: UploadBucket;
  lang?: Locale;
  onUpload: (pending: Promise<string | null>) => void;
  onClose: () => void;
}) {
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  // A library image's alts live on its item; the stored alt is the text language's (decision 0028).
  const [libraryAlts, setLibraryAlts] = useState<AltTexts | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const urlId = `${id}-image-url`;
  const altId = `${id}-image-alt`;
  const fileId = `${id}-image-file`;

  const upload = (file: File | undefined) => {
    if (!file || !bucket) return;
    setProgress(0);
    const pending = uploadImage(file, bucket, setProgress, alt)
      .then((image) => {
        setUrl(image.url);
        setSize({ width: image.width, height: image.height });
        setError("");
        return image.url;
      })
      .catch((err: unknown) => {
        notify.error(text.uploadImage, err instanceof Error ? err.message : String(err));
        return null;
      })
      .finally(() => setProgress(null));
    onUpload(pending);
  };

  const insert = () => {
    const src = url.trim();
    if (!src || !isSafeUrl(src)) {
      setError(text.badUrl);
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({
        src,
        alt: (libraryAlts?.[lang ?? "en"] || libraryAlts?.en || alt).trim(),
        ...(size ?? {}),
      })
      .run();
    onClose();
  };

  return (
    <div className="mt-2 grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
      {bucket ? (
        <div className="sm:col-span-2">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
            {text.uploadImage}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="mt-1 block text-sm focus-visible:outline-2 focus-visible:outline-sky-600"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          {progress !== null ? (
            <p role="status" className="mt-1 text-sm text-slate-700">
              {`${progress}%`}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={urlId} className="block text-sm font-medium text-slate-900">
          {text.imageUrl}
        </label>
        <input
          id={urlId}
          type="text"
          inputMode="url"
          className={`${inputClass} mt-1 h-10`}
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${urlId}-error` : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setSize(null);
            setError("");
          }}
          onKeyDown={onEnter(insert)}
        />
        {error ? (
          <p id={`${urlId}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <MediaAltFields url={url} idPrefix={id} onAlts={setLibraryAlts}>
          <label htmlFor={altId} className="block text-sm font-medium text-slate-900">
            {text.imageAlt}
          </label>
          <input
            id={altId}
            type="text"
            className={`${inputClass} mt-1 h-10`}
            value={alt}
            aria-describedby={`${altId}-hint`}
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={onEnter(insert)}
          />
          <p id={`${altId}-hint`} className="mt-1 text-xs text-slate-700">
            {text.imageAltHint}
          </p>
        </MediaAltFields>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button size="sm" onClick={insert} disabled={progress !== null}>
          {text.insertImage}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}
