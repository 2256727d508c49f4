import { useEffect } from "react";

// react-style-singleton's API (styleSingleton, styleHookSingleton, stylesheetSingleton), which the dialogs' scroll
// lock (react-remove-scroll, under Radix Dialog) uses to add its rules while a dialog is open. The package adds a
// <style> element, which the Content-Security-Policy admits only by a nonce or a hash: the rules hold measured
// widths (the scroll bar's), so no hash fits, and a page carries no nonce (a shared cache replays it to every
// visitor). Here the same rules go into a constructed stylesheet (document.adoptedStyleSheets), which a policy
// does not govern. vite.config.ts resolves the package to this module in the browser build.

type Sheet = { add: (style: string) => void; remove: () => void };

/** One stylesheet, added when its first user mounts (with that user's rules) and removed when its last one goes. */
export function stylesheetSingleton(): Sheet {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (users === 0 && typeof document !== "undefined" && "adoptedStyleSheets" in document) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users++;
    },
    remove() {
      users--;
      if (users === 0 && sheet) {
        const added = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== added);
        sheet = null;
      }
    },
  };
}

/** A hook that holds the stylesheet while the component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return function useStyle(styles, isDynamic) {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // The package's own dependency: the rules measured at mount stay while the component is mounted.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

/** A component that holds the stylesheet while it is mounted; it renders nothing. */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
