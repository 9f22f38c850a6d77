import { BoldIcon, HeadingIcon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { type MessageId, useT } from '@/lib/i18n';
import { applyMarkdown, type MarkdownAction, type TextEdit } from '../lib/markdown-edits';

const ACTIONS: { action: MarkdownAction; icon: LucideIcon; label: MessageId; shortcut?: string }[] = [
  { action: 'bold', icon: BoldIcon, label: 'markdown.bold', shortcut: 'b' },
  { action: 'italic', icon: ItalicIcon, label: 'markdown.italic', shortcut: 'i' },
  { action: 'heading', icon: HeadingIcon, label: 'markdown.heading' },
  { action: 'bulletList', icon: ListIcon, label: 'markdown.bulletList' },
  { action: 'numberedList', icon: ListOrderedIcon, label: 'markdown.numberedList' },
  { action: 'link', icon: LinkIcon, label: 'markdown.link' },
];

/**
 * Applies an action to the textarea's selection: the new text goes through `onChange` (the field
 * is controlled) and the selection is put back once React has written it.
 */
export function useMarkdownEditing(
  textarea: RefObject<HTMLTextAreaElement | null>,
  onChange: (value: string) => void,
  linkText: string,
) {
  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const edit: TextEdit = { value: element.value, start: element.selectionStart, end: element.selectionEnd };
    const next = applyMarkdown(action, edit, linkText);
    onChange(next.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };
  /** Ctrl+B / Ctrl+I (Cmd on a Mac) in the textarea. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const found = ACTIONS.find((a) => a.shortcut === event.key.toLowerCase());
    if (!found) return;
    event.preventDefault();
    apply(found.action);
  };
  return { apply, onKeyDown };
}

/**
 * The formatting buttons above the description (bold, italic, heading, lists, link). A toolbar
 * is one Tab stop; the arrow keys, Home and End move between its buttons.
 */
export function MarkdownToolbar({
  controls,
  onAction,
}: {
  /** The id of the textarea the buttons act on. */
  controls: string;
  onAction: (action: MarkdownAction) => void;
}) {
  const t = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = useRef(0);
  /** The button Tab comes back to. */
  const mark = (index: number) => {
    const count = ACTIONS.length;
    current.current = (index + count) % count;
    for (const [i, button] of buttons.current.entries()) {
      button?.setAttribute('tabindex', i === current.current ? '0' : '-1');
    }
  };
  const focus = (index: number) => {
    mark(index);
    buttons.current[current.current]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current.current + 1,
      ArrowLeft: current.current - 1,
      Home: 0,
      End: ACTIONS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focus(target);
  };
  return (
    <div
      role="toolbar"
      aria-label={t('markdown.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-md border bg-muted/40 p-1"
    >
      {ACTIONS.map(({ action, icon: Icon, label, shortcut }, i) => (
        <Button
          key={action}
          ref={(element) => {
            buttons.current[i] = element;
          }}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          tabIndex={i === 0 ? 0 : -1}
          aria-label={t(label)}
          aria-keyshortcuts={shortcut ? `Control+${shortcut.toUpperCase()} Meta+${shortcut.toUpperCase()}` : undefined}
          title={shortcut ? `${t(label)} (Ctrl+${shortcut.toUpperCase()})` : t(label)}
          // the textarea keeps its selection: the click does not take the focus first
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => mark(i)}
          onClick={() => onAction(action)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
