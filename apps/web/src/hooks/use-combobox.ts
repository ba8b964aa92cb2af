import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** What the combobox needs of an option. */
export interface ComboboxOption {
  /** Unique among the options; part of the option element's id. */
  key: string;
  label: string;
}

interface UseComboboxInput<T extends ComboboxOption> {
  /** The input's id; the listbox and option ids derive from it. */
  id: string;
  options: readonly T[];
  /** The options matching typed text, best first. */
  filter: (options: readonly T[], query: string) => readonly T[];
  /** The option of the current value, if any. */
  selected: T | undefined;
  /** The text shown for a value that has no option (yet). */
  fallbackText: string;
  onSelect: (option: T) => void;
}

/**
 * The state and keyboard behaviour of an editable combobox with list autocomplete (WAI-ARIA APG
 * "Combobox", listbox popup): typing filters the options and makes the best one active; Down and
 * Up open the list at the chosen option and move through it (wrapping), Alt+Down opens it,
 * Alt+Up closes it, Home and End go to the first and last option while it is open; Enter or Tab
 * takes the active option; Escape closes the list and restores the chosen text. Focus stays in
 * the input; the active option is its `aria-activedescendant`.
 */
export function useCombobox<T extends ComboboxOption>(input: UseComboboxInput<T>) {
  const { id, options, filter, selected, fallbackText, onSelect } = input;
  const [open, setOpen] = useState(false);
  /** The typed text while the visitor edits; null shows the chosen option's label. */
  const [query, setQuery] = useState<string | null>(null);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);

  const visible = query === null ? options : filter(options, query);
  const activeIndex = visible.findIndex((option) => option.key === activeKey);
  const active = visible[activeIndex];
  const listboxId = `${id}-listbox`;
  const optionId = (key: string) => `${id}-option-${key}`;

  useEffect(() => {
    if (!open || activeKey === undefined) return;
    document.getElementById(`${id}-option-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeKey, id]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveKey(undefined);
  };
  const choose = (option: T) => {
    close();
    if (option.key !== selected?.key) onSelect(option);
  };
  /** Opens the list, with the chosen option (else the first) active unless `activate` is false. */
  const openList = (activate: boolean) => {
    setOpen(true);
    if (!activate) return;
    setActiveKey((visible.find((option) => option.key === selected?.key) ?? visible[0])?.key);
  };
  const move = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
    const next = (from + step + visible.length) % visible.length;
    setActiveKey(visible[next]?.key);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setOpen(true);
    setActiveKey(text.trim() === '' ? undefined : filter(options, text)[0]?.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        if (!open) openList(!event.altKey);
        else if (!event.altKey) move(1);
        return;
      case 'ArrowUp':
        handled();
        if (!open) openList(!event.altKey);
        else if (event.altKey) close();
        else move(-1);
        return;
      case 'Home':
      case 'End':
        if (!open || visible.length === 0) return;
        handled();
        setActiveKey((event.key === 'Home' ? visible[0] : visible.at(-1))?.key);
        return;
      case 'Enter':
        if (!open) return;
        handled();
        if (active) choose(active);
        else close();
        return;
      case 'Escape':
        if (!open) return;
        handled();
        // The list closes, not a dialog around the field.
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        if (open && active) choose(active);
        return;
      default:
    }
  };

  return {
    open,
    visible,
    active,
    query,
    listboxId,
    optionId,
    choose,
    close,
    /** Opens the list at the chosen option (a pointer on the input). */
    show: () => {
      if (!open) openList(true);
    },
    inputProps: {
      role: 'combobox',
      value: query ?? selected?.label ?? fallbackText,
      onChange,
      onKeyDown,
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': open && active ? optionId(active.key) : undefined,
    },
  } as const;
}
