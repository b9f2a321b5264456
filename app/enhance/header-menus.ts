/**
 * The header's menus follow the disclosure navigation pattern (WAI-ARIA APG). The page has them as
 * <details> elements, which open without script; this turns each into a button with aria-expanded
 * that controls its panel: only one opens at a time, Escape closes it (focus back on the button),
 * and so do a click or focus outside it and a click on one of its links. In the main navigation,
 * ArrowDown on a button opens it and moves into its links; the arrows, Home and End move along
 * them. The details' group name (`group/nav`) moves to the button, whose classes say
 * `group-aria-expanded/…` where the summary's say `group-open/…`.
 */
interface Disclosure {
  button: HTMLButtonElement;
  panel: HTMLElement;
  setOpen(open: boolean): void;
}

const MOVES: Record<string, (links: HTMLAnchorElement[], at: number) => number> = {
  ArrowDown: (_, at) => at + 1,
  ArrowUp: (_, at) => at - 1,
  Home: () => 0,
  End: (links) => links.length - 1,
};

/**
 * The phone's menu button opens the navigation as a popover (no script needed); this keeps its
 * aria-expanded in the markup too, and a link chosen in the menu closes it. Safe where React
 * renders the header: it only sets an attribute and listens.
 */
export function enhanceMenuButton(root: ParentNode) {
  const menu = root.querySelector<HTMLElement>("header [popover]");
  const button = menu && root.querySelector(`[popovertarget="${menu.id}"]`);
  if (!menu || !button) return;
  button.setAttribute("aria-expanded", "false");
  menu.addEventListener("toggle", (event) => {
    button.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open"));
  });
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a") && menu.matches(":popover-open")) {
      menu.hidePopover();
    }
  });
}

export function enhanceHeaderMenus(root: ParentNode) {
  const header = root.querySelector("header");
  if (!header) return;
  const menus = Array.from(header.querySelectorAll<HTMLDetailsElement>("details"));
  const disclosures = menus.map((details, i) => upgrade(details, i));
  const closeAll = (except?: Disclosure) => {
    for (const d of disclosures) if (d !== except) d.setOpen(false);
  };
  document.addEventListener("pointerdown", (event) => {
    if (!header.contains(event.target as Node)) closeAll();
  });
  // A press inside the header moves the focus before its click: closing the open menu then would
  // move what is under the pointer (the phone's menu is a column), and the click would miss. The
  // click decides instead.
  let pressing = false;
  header.addEventListener("pointerdown", () => (pressing = true));
  document.addEventListener("pointerup", () => setTimeout(() => (pressing = false)));
  for (const d of disclosures) {
    const wrapper = d.button.parentElement!;
    d.button.addEventListener("click", () => {
      const open = d.button.getAttribute("aria-expanded") !== "true";
      closeAll(d);
      d.setOpen(open);
    });
    d.panel.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) d.setOpen(false);
    });
    wrapper.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !wrapper.contains(next) && !pressing) d.setOpen(false);
    });
    wrapper.addEventListener("keydown", (event) => {
      const open = d.button.getAttribute("aria-expanded") === "true";
      const links = Array.from(d.panel.querySelectorAll("a"));
      if (event.key === "Escape" && open) {
        event.preventDefault();
        d.setOpen(false);
        d.button.focus();
      } else if (event.key === "ArrowDown" && event.target === d.button && d.panel.closest("nav")) {
        event.preventDefault();
        closeAll(d);
        d.setOpen(true);
        links[0]?.focus();
      } else if (open && event.target !== d.button && MOVES[event.key] && d.panel.closest("nav")) {
        event.preventDefault();
        const at = links.indexOf(document.activeElement as HTMLAnchorElement);
        const next = MOVES[event.key]!(links, at);
        links[(next + links.length) % links.length]?.focus();
      }
    });
  }
}

/** Replaces a <details> by a wrapper with a disclosure button and the panel, hidden. */
function upgrade(details: HTMLDetailsElement, index: number): Disclosure {
  const summary = details.querySelector("summary")!;
  const panel = summary.nextElementSibling as HTMLElement;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${summary.className} ${groupOf(details)}`;
  button.setAttribute("aria-expanded", "false");
  panel.id ||= `site-menu-${index}`;
  button.setAttribute("aria-controls", panel.id);
  button.append(...summary.childNodes);
  const wrapper = document.createElement("div");
  wrapper.className = details.className.replace(groupOf(details), "").trim();
  panel.hidden = true;
  wrapper.append(button, panel);
  details.replaceWith(wrapper);
  return {
    button,
    panel,
    setOpen(open) {
      button.setAttribute("aria-expanded", String(open));
      panel.hidden = !open;
    },
  };
}

/** The details' Tailwind group class (`group/nav`), which the button takes over. */
function groupOf(details: HTMLDetailsElement) {
  return Array.from(details.classList).find((c) => c.startsWith("group/")) ?? "";
}
