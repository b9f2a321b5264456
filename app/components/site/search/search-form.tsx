import { buttonClasses } from "~/components/ui/button.tsx";
import { cn } from "~/components/ui/cn.ts";
import { Icon, iconStyle } from "~/components/ui/icon.tsx";
import { fieldClasses } from "~/components/ui/input.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";

/**
 * The site search fields: plain GET forms to the search page in the page's language, so they work
 * without JavaScript, with the browser's own `type="search"` field (Escape clears it).
 */
function useSearchAction() {
  return localizedHref("/search", usePageLocale());
}

/**
 * The header's field, as light as the header must be on every page (the home page's budget,
 * core/public-pages.ts): a field named by its aria-label and a button drawn by its class.
 */
export function HeaderSearch({ label, placeholder }: { label: string; placeholder: string }) {
  return (
    <form role="search" action={useSearchAction()} className="site-search">
      <input type="search" name="q" aria-label={label} placeholder={placeholder} />
      <button
        type="submit"
        aria-label={label}
        className={buttonClasses("ghost", "icon", "icon-frame")}
        style={iconStyle("search")}
      />
    </form>
  );
}

/** The search page's own field, labelled, with the query already searched. */
export function SearchPageForm(props: {
  label: string;
  placeholder: string;
  submit: string;
  query: string;
}) {
  return (
    <form role="search" action={useSearchAction()} className="grid gap-2">
      <label htmlFor="search-page-query" className="text-sm font-medium">
        {props.label}
      </label>
      <div className="flex gap-2">
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={props.query}
          placeholder={props.placeholder}
          enterKeyHint="search"
          className={cn(fieldClasses, "h-12 text-base")}
        />
        <button type="submit" className={buttonClasses("default", "lg")}>
          <Icon name="search" />
          {props.submit}
        </button>
      </div>
    </form>
  );
}
