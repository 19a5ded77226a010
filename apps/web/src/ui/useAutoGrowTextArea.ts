import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Whether the engine sizes a field to its content itself (Chromium; not WebKit or Firefox yet). */
export function supportsFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;
}

/**
 * Sets a text area's height to fit its text (its CSS min- and max-height still apply). The
 * areas are border-box, so the borders are added to the scroll height. Collapsing to `auto`
 * for the measurement can make a scrolled container jump, so ancestors keep their scroll.
 */
export function fitTextAreaToContent(textarea: HTMLTextAreaElement): void {
  const scrolled: [Element, number][] = [];
  for (let node = textarea.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) scrolled.push([node, node.scrollTop]);
  }
  const style = getComputedStyle(textarea);
  const borders =
    (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight + borders}px`;
  for (const [node, top] of scrolled) node.scrollTop = top;
}

/**
 * Grows a text area with its text in every engine: where CSS `field-sizing: content` works
 * it does the job and this does nothing; elsewhere the area is fitted on mount, on every
 * value change and input, when its width changes (rotation, zoom) and once web fonts load.
 *
 * @example
 * const input = useRef<HTMLTextAreaElement>(null);
 * useAutoGrowTextArea(input, value);
 * return <textarea ref={input} value={value} onChange={…} />;
 */
export function useAutoGrowTextArea(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
): void {
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (textarea && !supportsFieldSizing()) fitTextAreaToContent(textarea);
  }, [ref, value]);

  useEffect(() => {
    const textarea = ref.current;
    if (!textarea || supportsFieldSizing()) return;
    let isActive = true;
    const fit = () => {
      if (isActive) fitTextAreaToContent(textarea);
    };
    textarea.addEventListener('input', fit);
    let width = textarea.clientWidth;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            // Only a new width re-wraps the text; the height is ours.
            if (textarea.clientWidth === width) return;
            width = textarea.clientWidth;
            fit();
          });
    observer?.observe(textarea);
    void document.fonts?.ready.then(fit);
    return () => {
      isActive = false;
      textarea.removeEventListener('input', fit);
      observer?.disconnect();
    };
  }, [ref]);
}
