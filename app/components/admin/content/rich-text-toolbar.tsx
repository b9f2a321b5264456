/**
 * The rich text editor's toolbar: one tab stop, arrows, Home and End move between its buttons
 * (the ARIA toolbar pattern); each button shows whether its format applies to the selection.
 */
import { type Editor, useEditorState } from "@tiptap/react";
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
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";

const TOOL =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-pressed:bg-slate-800 aria-pressed:text-white [&_svg]:size-4";

export type Panel = null | "link" | "image";

export function useToolState(editor: Editor | null) {
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

export function RichTextToolbar({
  id,
  label,
  editor,
  state,
  panel,
  setPanel,
}: {
  /** The editable area the toolbar formats. */
  id: string;
  label: string;
  editor: Editor | null;
  state: ReturnType<typeof useToolState>;
  panel: Panel;
  setPanel: (panel: Panel) => void;
}) {
  const { t } = useTranslation("adminEditor");
  const run = (action: (e: Editor) => void) => () => {
    if (!editor) return;
    action(editor);
  };

  const tools: {
    key: string;
    label: string;
    icon: ReactNode;
    pressed: boolean;
    expanded?: boolean;
    onClick: () => void;
  }[] = [
    {
      key: "paragraph",
      label: t("richText.paragraph"),
      icon: <Pilcrow aria-hidden="true" />,
      pressed: Boolean(state?.paragraph),
      onClick: run((e) => e.chain().focus().setParagraph().run()),
    },
    ...([2, 3, 4] as const).map((level) => ({
      key: `h${level}`,
      label: t("richText.heading", { level }),
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
      label: t("richText.bold"),
      icon: <Bold aria-hidden="true" />,
      pressed: Boolean(state?.bold),
      onClick: run((e) => e.chain().focus().toggleBold().run()),
    },
    {
      key: "italic",
      label: t("richText.italic"),
      icon: <Italic aria-hidden="true" />,
      pressed: Boolean(state?.italic),
      onClick: run((e) => e.chain().focus().toggleItalic().run()),
    },
    {
      key: "link",
      label: t("richText.link"),
      icon: <Link2 aria-hidden="true" />,
      pressed: Boolean(state?.link),
      expanded: panel === "link",
      onClick: () => setPanel(panel === "link" ? null : "link"),
    },
    {
      key: "bulletList",
      label: t("richText.bulletList"),
      icon: <List aria-hidden="true" />,
      pressed: Boolean(state?.bulletList),
      onClick: run((e) => e.chain().focus().toggleBulletList().run()),
    },
    {
      key: "orderedList",
      label: t("richText.orderedList"),
      icon: <ListOrdered aria-hidden="true" />,
      pressed: Boolean(state?.orderedList),
      onClick: run((e) => e.chain().focus().toggleOrderedList().run()),
    },
    {
      key: "blockquote",
      label: t("richText.quote"),
      icon: <Quote aria-hidden="true" />,
      pressed: Boolean(state?.blockquote),
      onClick: run((e) => e.chain().focus().toggleBlockquote().run()),
    },
    {
      key: "image",
      label: t("richText.image"),
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
  const onToolbarKey = (event: KeyboardEvent) => {
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

  return (
    <div
      role="toolbar"
      aria-label={t("richText.toolbar", { label })}
      // The editable element with that id exists once the editor is made: not before.
      aria-controls={editor ? id : undefined}
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
  );
}
