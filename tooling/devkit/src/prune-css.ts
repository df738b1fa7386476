import postcss from 'postcss';

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The site's stylesheet cut down to what one page can use (docs/ARCHITECTURE.md "Styling"): a rule
 * stays when every class its selector names is in the page's markup or in one of the site's
 * scripts. The scripts hold the class names of everything an island or a behaviour may render
 * later (an open dialog, the next slide), so nothing a visitor can reach loses its style; what goes
 * is the static markup of components that are not on the page (the legal page's table on the
 * landing, the landing's sections on a tool page). Selectors without classes, `@font-face`,
 * `@keyframes` and custom properties always stay.
 *
 * @param css The site's whole stylesheet.
 * @param used The page's HTML and the text of every script of the site, searched for class names.
 */
export function pruneCss(css: string, used: string[]): string {
  const present = (name: string) => used.some((text) => text.includes(name));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(CLASS)].every((match) => present(match[1]!)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  // A media or supports block whose rules all went goes too.
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
