import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoGrowTextArea } from './useAutoGrowTextArea.js';

const LINE_HEIGHT = 20;
const PADDING = 26;
const CHARS_PER_LINE = 30;

/** jsdom lays nothing out: the scroll height is the text's lines at a fixed width. */
function layOutTextAreas() {
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    const lines = this.value
      .split('\n')
      .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);
    return lines * LINE_HEIGHT + PADDING;
  });
}

function emulateFieldSizing(isSupported: boolean) {
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) =>
      isSupported && property === 'field-sizing' && value === 'content',
  });
}

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrowTextArea(ref, value);
  return (
    <textarea
      ref={ref}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      style={{ borderTopWidth: '2px', borderBottomWidth: '2px', borderStyle: 'solid' }}
      data-testid="area"
    />
  );
}

function Uncontrolled() {
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrowTextArea(ref, '');
  return <textarea ref={ref} defaultValue="" data-testid="area" />;
}

const area = () => screen.getByTestId<HTMLTextAreaElement>('area');
const long = (lines: number) => 'x'.repeat(CHARS_PER_LINE * lines);

beforeEach(layOutTextAreas);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('auto-growing text areas without field-sizing (WebKit, Firefox)', () => {
  it('fits the text on mount, borders included', () => {
    emulateFieldSizing(false);
    render(<Controlled initial={long(4)} />);
    expect(area().style.height).toBe(`${4 * LINE_HEIGHT + PADDING + 4}px`);
  });

  it('grows as the player types and shrinks when text is deleted', () => {
    emulateFieldSizing(false);
    render(<Controlled initial="short" />);
    expect(area().style.height).toBe(`${LINE_HEIGHT + PADDING + 4}px`);

    fireEvent.change(area(), { target: { value: long(6) } });
    expect(area().style.height).toBe(`${6 * LINE_HEIGHT + PADDING + 4}px`);

    fireEvent.change(area(), { target: { value: long(2) } });
    expect(area().style.height).toBe(`${2 * LINE_HEIGHT + PADDING + 4}px`);
  });

  it('follows input in an uncontrolled area too', () => {
    emulateFieldSizing(false);
    render(<Uncontrolled />);
    area().value = `${long(1)}\n${long(2)}`;
    fireEvent.input(area());
    expect(area().style.height).toBe(`${3 * LINE_HEIGHT + PADDING}px`);
  });
});

describe('auto-growing text areas with field-sizing (Chromium)', () => {
  it('leaves the height to CSS', () => {
    emulateFieldSizing(true);
    render(<Controlled initial={long(4)} />);
    fireEvent.change(area(), { target: { value: long(6) } });
    expect(area().style.height).toBe('');
  });
});
