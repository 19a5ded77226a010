import { FIRST_VIEW_STATE_ELEMENT_ID, type FirstViewMarkup } from '@promptplay/contracts';

const EMPTY_ROOT = /<div id="root"><\/div>/i;

/**
 * `state` as JSON for a `<script type="application/json">`: every `<` is written `\u003c` (the
 * same string to JSON.parse), so a title holding `</script>` or `<!--` cannot end the element.
 */
function scriptSafeJson(state: unknown): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * index.html with the rendered app inside `#root` and its query cache in a JSON script after
 * it. Sliced, not `String.replace`d: a `$&` in a game's title must stay text.
 */
export function withFirstViewMarkup(indexHtml: string, markup: FirstViewMarkup): string {
  const root = EMPTY_ROOT.exec(indexHtml);
  if (!root) return indexHtml;
  const rootStart = root.index;
  const rootEnd = rootStart + root[0].length;
  return [
    indexHtml.slice(0, rootStart),
    `<div id="root">${markup.appHtml}</div>`,
    `<script type="application/json" id="${FIRST_VIEW_STATE_ELEMENT_ID}">${scriptSafeJson(markup.state)}</script>`,
    indexHtml.slice(rootEnd),
  ].join('');
}
