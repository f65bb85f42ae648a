// A rich-text field for staff-written HTML (widgets, blog posts, service descriptions): a contenteditable area
// with a small toolbar driven by document.execCommand, and a "Source" view to edit the HTML directly.
// The server sanitises what is saved; the editor does not.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { dialogs } from '../../lib/dialogs';

interface Formats {
  /** The nearest text block around the caret: p, h2, h3, … or null when text sits directly in the editor. */
  block: string | null;
  quote: boolean;
  ul: boolean;
  ol: boolean;
  link: boolean;
  bold: boolean;
  italic: boolean;
}

const NO_FORMATS: Formats = { block: null, quote: false, ul: false, ol: false, link: false, bold: false, italic: false };

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'div']);

function exec(command: string, value?: string): boolean {
  try {
    return document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

function queryState(command: string): boolean {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
}

function selectionIn(tag: string): boolean {
  const node = document.getSelection()?.anchorNode ?? null;
  const el = node instanceof Element ? node : (node?.parentElement ?? null);
  return (el?.closest(`[contenteditable] ${tag}`) ?? null) !== null;
}

/** Every formatting command the editor runs, in one place. */
const COMMANDS = {
  setup: () => {
    exec('defaultParagraphSeparator', 'p');
    exec('styleWithCSS', 'false');
  },
  paragraph: () => exec('formatBlock', '<p>'),
  h2: (f: Formats) => exec('formatBlock', f.block === 'h2' ? '<p>' : '<h2>'),
  h3: (f: Formats) => exec('formatBlock', f.block === 'h3' ? '<p>' : '<h3>'),
  bold: () => exec('bold'),
  italic: () => exec('italic'),
  ul: () => exec('insertUnorderedList'),
  ol: () => exec('insertOrderedList'),
  // Chrome turns a quote back into a paragraph; Firefox wraps blocks in the quote and needs an outdent.
  quote: (f: Formats) => {
    if (!f.quote) return exec('formatBlock', '<blockquote>');
    exec('formatBlock', '<p>');
    return selectionIn('blockquote') ? exec('outdent') : true;
  },
  clear: () => exec('removeFormat'),
  link: (url: string) => exec('createLink', url),
  /**
   * A caret without selected text: insert the address as typed, select it and link it. (insertHTML would do it
   * in one step, but Chrome serialises the insert with inline styles, which the CSP refuses noisily.)
   */
  insertLink: (url: string, text: string) => {
    exec('insertText', text);
    const selection = document.getSelection();
    const node = selection?.focusNode;
    if (!selection || !(node instanceof Text) || selection.focusOffset < text.length) return false;
    selection.setBaseAndExtent(node, selection.focusOffset - text.length, node, selection.focusOffset);
    const linked = exec('createLink', url);
    selection.collapseToEnd();
    return linked;
  },
  unlink: () => exec('unlink'),
} as const;

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'iframe', 'li', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul', 'video',
]);

/**
 * Tidies what Chrome's editing leaves behind, keeping the selection: a list inside a paragraph (its
 * insertUnorderedList in a <p>), spans it adds to keep a computed style (whose style our CSP refuses anyway),
 * and text typed straight into the editor (its first line), which gets a <p>.
 */
function tidy(root: HTMLElement): void {
  const selection = document.getSelection();
  const mark = selection && selection.rangeCount > 0 && root.contains(selection.anchorNode) ? ([selection.anchorNode, selection.anchorOffset, selection.focusNode, selection.focusOffset] as const) : null;
  let changed = false;
  const unwrap = (el: Element) => {
    el.replaceWith(...Array.from(el.childNodes));
    changed = true;
  };
  for (const el of Array.from(root.querySelectorAll('p, h1, h2, h3, h4, h5, h6'))) {
    if (el.querySelector(':scope > ul, :scope > ol, :scope > blockquote')) unwrap(el);
  }
  for (const span of Array.from(root.querySelectorAll('span'))) {
    if (span.attributes.length === 0 || (span.attributes.length === 1 && span.hasAttribute('style'))) unwrap(span);
  }
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.some((n) => !(n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() === ''))) {
      const p = document.createElement('p');
      run[0]!.before(p);
      p.append(...run);
      changed = true;
    }
    run = [];
  };
  for (const node of Array.from(root.childNodes)) {
    if (node instanceof Element && BLOCK_TAGS.has(node.localName)) flush();
    else run.push(node);
  }
  flush();
  if (changed && mark && selection) {
    const [anchor, anchorOffset, focus, focusOffset] = mark;
    if (anchor && focus && anchor !== root && focus !== root && root.contains(anchor) && root.contains(focus)) {
      try {
        selection.setBaseAndExtent(anchor, anchorOffset, focus, focusOffset);
      } catch {
        // The offsets no longer fit: leave the caret where the browser put it.
      }
    }
  }
}

type ToolId = 'paragraph' | 'h2' | 'h3' | 'bold' | 'italic' | 'ul' | 'ol' | 'quote' | 'link' | 'clear';

function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const TOOLS: ReadonlyArray<{ id: ToolId; label: string; title?: string; shortcut?: string; face: ReactNode; pressed?: (f: Formats) => boolean; groupEnd?: boolean }> = [
  { id: 'paragraph', label: 'Paragraph', face: <span className="rte-glyph">¶</span>, pressed: (f) => f.block === 'p' && !f.quote && !f.ul && !f.ol },
  // The names contain the glyphs' text (WCAG 2.5.3), so "click H2" works with speech input.
  { id: 'h2', label: 'Heading H2', face: <span className="rte-glyph">H2</span>, pressed: (f) => f.block === 'h2' },
  { id: 'h3', label: 'Heading H3', face: <span className="rte-glyph">H3</span>, pressed: (f) => f.block === 'h3', groupEnd: true },
  { id: 'bold', label: 'Bold', title: 'Bold (Ctrl+B / ⌘B)', shortcut: 'Control+B Meta+B', face: <span className="rte-glyph rte-glyph-bold">B</span>, pressed: (f) => f.bold },
  { id: 'italic', label: 'Italic', title: 'Italic (Ctrl+I / ⌘I)', shortcut: 'Control+I Meta+I', face: <span className="rte-glyph rte-glyph-italic">I</span>, pressed: (f) => f.italic, groupEnd: true },
  {
    id: 'ul',
    label: 'Bulleted list',
    face: (
      <ToolIcon>
        <path d="M9 6h11M9 12h11M9 18h11" />
        <circle cx="4.5" cy="6" r="1" fill="currentColor" />
        <circle cx="4.5" cy="12" r="1" fill="currentColor" />
        <circle cx="4.5" cy="18" r="1" fill="currentColor" />
      </ToolIcon>
    ),
    pressed: (f) => f.ul,
  },
  {
    id: 'ol',
    label: 'Numbered list',
    face: (
      <ToolIcon>
        <path d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M3.5 9h3.5M3.5 14.5c.5-.6 1.1-.9 1.8-.9.9 0 1.5.5 1.5 1.3 0 1.2-1.8 1.9-3.3 3.6h3.4" />
      </ToolIcon>
    ),
    pressed: (f) => f.ol,
  },
  {
    id: 'quote',
    label: 'Quote',
    face: (
      <ToolIcon>
        <path d="M4 17c2.5-1 3.5-3 3.5-6.5H4V6h5v4.5C9 14 8 16 4.5 18M14 17c2.5-1 3.5-3 3.5-6.5H14V6h5v4.5c0 3.5-1 5.5-4.5 7.5" />
      </ToolIcon>
    ),
    pressed: (f) => f.quote,
    groupEnd: true,
  },
  {
    id: 'link',
    label: 'Link',
    title: 'Add or edit a link',
    face: (
      <ToolIcon>
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </ToolIcon>
    ),
  },
  {
    id: 'clear',
    label: 'Remove formatting',
    face: (
      <ToolIcon>
        <path d="M5 6V4.5h12V6M11 4.5 8 19M6 19h5M15 14l5 5M20 14l-5 5" />
      </ToolIcon>
    ),
  },
];

/** The editor's HTML, or '' when it holds no text (an emptied contenteditable keeps a stray <br> or <p>). */
function readHtml(root: HTMLElement): string {
  if ((root.textContent ?? '').trim() === '' && !root.querySelector('img, iframe, video, audio, hr, table, embed, object')) return '';
  return root.innerHTML;
}

function readFormats(root: HTMLElement, range: Range): Formats {
  const f: Formats = { ...NO_FORMATS };
  let listSeen = false;
  for (let node: Node | null = range.startContainer; node && node !== root; node = node.parentNode) {
    if (!(node instanceof HTMLElement)) continue;
    const tag = node.tagName.toLowerCase();
    if (f.block === null && BLOCKS.has(tag)) f.block = tag;
    if (tag === 'blockquote') f.quote = true;
    if (tag === 'a') f.link = true;
    if (!listSeen && (tag === 'ul' || tag === 'ol')) {
      listSeen = true;
      f[tag] = true;
    }
  }
  f.bold = queryState('bold');
  f.italic = queryState('italic');
  return f;
}

const sameFormats = (a: Formats, b: Formats) => (Object.keys(a) as Array<keyof Formats>).every((k) => a[k] === b[k]);

function closestAnchor(node: Node | null, root: HTMLElement): HTMLAnchorElement | null {
  for (let n = node; n && n !== root; n = n.parentNode) if (n instanceof HTMLAnchorElement) return n;
  return null;
}

/**
 * A link target staff can type: a full http(s) address, a site path, an in-page anchor, mailto: or tel:.
 * "example.com/page" gets https://, "name@example.com" gets mailto:. Anything else is refused (null).
 */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (/\s/.test(url)) return null;
  if (/^https?:\/\/[^/?#]+\.[^/?#]+/i.test(url) || /^https?:\/\/localhost(:\d+)?(\/|$)/i.test(url)) return url;
  if (/^(\/(?!\/)|#|\?)/.test(url)) return url;
  if (/^(mailto:[^@]+@[^@]+|tel:\+?[\d().-]+)$/i.test(url)) return url;
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i.test(url)) return `mailto:${url}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}([/?#].*)?$/i.test(url)) return `https://${url}`;
  return null;
}

/** Puts one line break after block-level closing tags so the source view is readable; idempotent. */
function prettySource(html: string): string {
  return html.replace(/(<\/(?:p|h[1-6]|blockquote|ul|ol|li|pre|div|table|thead|tbody|tr|figure)>|<(?:ul|ol)>|<br>|<hr>)(?!\n)/gi, '$1\n');
}

export function RichTextEditor({
  label,
  name,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const sourceId = `${id}-source`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const editorRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  /** The server's HTML and the first client render: React sets innerHTML once and never again. */
  const [initialHtml] = useState(() => ({ __html: value }));
  const lastEmitted = useRef(value);
  const savedRange = useRef<Range | null>(null);
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [focused, setFocused] = useState(false);
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState('');
  /** The toolbar is one Tab stop; arrow keys move between its buttons (roving tabindex). */
  const [tabStop, setTabStop] = useState(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const emit = (html: string) => {
    if (html === lastEmitted.current) return;
    lastEmitted.current = html;
    onChangeRef.current(html);
  };

  // A value from outside (a reset, a loaded record): write it into the DOM only when it differs.
  useEffect(() => {
    const el = editorRef.current;
    if (!el || value === lastEmitted.current) return;
    lastEmitted.current = value;
    if (value !== readHtml(el)) {
      el.innerHTML = value;
      savedRange.current = null;
      setFormats(NO_FORMATS);
    }
    if (sourceMode) setSource(prettySource(value));
  }, [value, sourceMode]);

  /** Remember the selection when it is in the editor (for toolbar buttons and the link dialog) and light up the toolbar. */
  const syncSelection = useCallback(() => {
    const el = editorRef.current;
    const selection = document.getSelection();
    if (!el || !selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (!el.contains(range.commonAncestorContainer)) return;
    savedRange.current = range.cloneRange();
    const next = readFormats(el, range);
    setFormats((current) => (sameFormats(current, next) ? current : next));
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', syncSelection);
    return () => document.removeEventListener('selectionchange', syncSelection);
  }, [syncSelection]);

  /** Focus the editor with the remembered (or the given) selection, or the caret at the end. */
  function restoreSelection(wanted: Range | null = savedRange.current): Range | null {
    const el = editorRef.current;
    const selection = document.getSelection();
    if (!el || !selection) return null;
    // Read before focusing: the focus handler remembers wherever the browser puts the caret.
    let range = wanted;
    el.focus({ preventScroll: true });
    if (!range || !el.contains(range.commonAncestorContainer)) {
      range = document.createRange();
      range.selectNodeContents(el);
      range.collapse(false);
    }
    selection.removeAllRanges();
    selection.addRange(range);
    savedRange.current = range.cloneRange();
    return range;
  }

  function afterCommand() {
    const el = editorRef.current;
    if (!el) return;
    tidy(el);
    emit(readHtml(el));
    syncSelection();
  }

  async function editLink() {
    const el = editorRef.current;
    if (!el) return;
    const range = restoreSelection()?.cloneRange() ?? null;
    const anchor = closestAnchor(range?.commonAncestorContainer ?? null, el);
    const answer = await dialogs.prompt({
      title: anchor ? 'Edit link' : 'Add a link',
      input: 'url',
      label: anchor ? 'Web address (leave it empty to remove the link)' : 'Web address, e.g. https://example.com or /contact',
      value: anchor?.getAttribute('href') ?? '',
      confirmText: anchor ? 'Update link' : 'Add link',
      validate: (v) => (v.trim() === '' || normaliseLinkUrl(v) ? null : 'Enter a web address such as https://example.com, a page such as /contact, or an e-mail address.'),
    });
    // The dialog took the focus: give it back with the same selection.
    const restored = restoreSelection(range);
    if (answer === null || !restored) return;
    const selection = document.getSelection();
    if (anchor && el.contains(anchor) && selection) {
      const whole = document.createRange();
      whole.selectNodeContents(anchor);
      selection.removeAllRanges();
      selection.addRange(whole);
    }
    const url = answer.trim() === '' ? null : normaliseLinkUrl(answer);
    if (url === null) {
      if (anchor) COMMANDS.unlink();
    } else if (!anchor && restored.collapsed) {
      COMMANDS.insertLink(url, answer.trim());
    } else {
      COMMANDS.link(url);
    }
    afterCommand();
  }

  function runTool(tool: ToolId) {
    if (tool === 'link') {
      void editLink();
      return;
    }
    const range = restoreSelection();
    COMMANDS.setup();
    COMMANDS[tool](editorRef.current && range ? readFormats(editorRef.current, range) : formats);
    afterCommand();
  }

  function toggleSource(event: MouseEvent<HTMLButtonElement>) {
    const el = editorRef.current;
    if (!el) return;
    // A click leaves the focus where it was (the toolbar keeps it off its buttons); a key press stays on the toggle.
    const byKeyboard = event.detail === 0;
    if (!sourceMode) {
      setSource(prettySource(value));
      setSourceMode(true);
      if (!byKeyboard) requestAnimationFrame(() => sourceRef.current?.focus());
    } else {
      // Re-apply edited HTML (the browser's parse of it becomes the value); untouched, the DOM is already right.
      if (lastEmitted.current !== readHtml(el)) {
        el.innerHTML = source;
        savedRange.current = null;
        emit(readHtml(el));
      }
      setSourceMode(false);
      if (!byKeyboard) requestAnimationFrame(() => el.focus());
    }
  }

  const buttons = () => Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = buttons();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (at + 1) % list.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (at - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      if (sourceMode) sourceRef.current?.focus();
      else restoreSelection();
      return;
    } else return;
    event.preventDefault();
    list[next]?.focus();
  }

  function onEditorKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Alt+F10 is the usual way from a rich-text area to its toolbar.
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    }
  }

  const sourceIndex = TOOLS.length;
  const effectiveTabStop = sourceMode ? sourceIndex : tabStop;

  return (
    <div className={error ? 'field rte-field has-error' : 'field rte-field'}>
      <label
        id={labelId}
        htmlFor={sourceMode ? sourceId : undefined}
        onClick={() => {
          if (!sourceMode) restoreSelection();
        }}
      >
        {label}
      </label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className={`rte${focused ? ' is-focused' : ''}${sourceMode ? ' is-source' : ''}`}>
        <div
          ref={toolbarRef}
          className="rte-toolbar"
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={sourceMode ? sourceId : editorId}
          onKeyDown={onToolbarKeyDown}
        >
          {TOOLS.map((tool, index) => (
            <span key={tool.id} className={tool.groupEnd ? 'rte-tool rte-group-end' : 'rte-tool'}>
              <button
                type="button"
                className="rte-button"
                aria-label={tool.label}
                data-tooltip={tool.title ?? tool.label}
                aria-pressed={tool.pressed ? !sourceMode && tool.pressed(formats) : undefined}
                aria-keyshortcuts={tool.shortcut}
                disabled={sourceMode}
                tabIndex={index === effectiveTabStop ? 0 : -1}
                onFocus={() => setTabStop(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => runTool(tool.id)}
              >
                {tool.face}
              </button>
            </span>
          ))}
          <span className="rte-tool rte-tool-end">
            <button
              type="button"
              className="rte-button rte-button-text"
              aria-pressed={sourceMode}
              title="Edit the HTML source"
              tabIndex={effectiveTabStop === sourceIndex ? 0 : -1}
              onFocus={() => setTabStop(sourceIndex)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={toggleSource}
            >
              <ToolIcon>
                <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
              </ToolIcon>
              Source
            </button>
          </span>
        </div>
        <div
          ref={editorRef}
          id={editorId}
          className="rte-content"
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          hidden={sourceMode}
          dangerouslySetInnerHTML={initialHtml}
          onInput={(event) => {
            // Never restructure the DOM in the middle of an IME composition.
            if (!(event.nativeEvent as InputEvent).isComposing) tidy(event.currentTarget);
            emit(readHtml(event.currentTarget));
          }}
          onKeyDown={onEditorKeyDown}
          onFocus={() => {
            setFocused(true);
            COMMANDS.setup();
            // Focus alone may not move the selection (no selectionchange), e.g. after the content was replaced.
            syncSelection();
          }}
          onBlur={() => setFocused(false)}
        />
        {sourceMode && (
          <textarea
            ref={sourceRef}
            id={sourceId}
            className="rte-source"
            aria-label={`${label} (HTML source)`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            spellCheck={false}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            autoCapitalize="off"
            autoCorrect="off"
            value={source}
            onChange={(event) => {
              setSource(event.target.value);
              emit(event.target.value);
            }}
          />
        )}
      </div>
      <input type="hidden" name={name} value={value} />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
