/**
 * Fields of several values whose combobox loads on first use
 * (docs/decisions/047-vacancy-filters-load-their-combobox-on-demand.md, after decision 044's Select).
 *
 * Mantine's MultiSelect and TagsInput are a pills input in a combobox in a popover; rendering them
 * ran Mantine's style-prop extraction, Combobox, Popover and floating-ui for every /vacancies page
 * on the server and again while hydrating, for three fields that are closed until touched. Here the
 * page renders, and hydrates, the markup of the closed field (pills-field.tsx, tested against
 * Mantine's). Pointing at it, pressing it or focusing it fetches Mantine's two fields
 * (`multi-select-combobox.tsx`, a chunk of their own), and then every closed field becomes Mantine's,
 * with the same id: a field that had the focus keeps it, one that was clicked or searched in opens
 * its list, and what was typed is kept as the search. A press is let finish on the closed field
 * before the swap, so that its click is not lost (a pill's remove button, the clear button, which
 * work without Mantine).
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { onDemand } from './on-demand.ts';
import { ClosedPills, type PillsKind } from './pills-field.tsx';
import { useMantineId } from './mantine-id.ts';

type Option = { value: string; label: string };

/** What the app passes to both (Mantine's names and meanings). */
type CommonProps = {
  label: ReactNode;
  placeholder?: string;
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  clearable?: boolean;
  searchValue?: string;
  onSearchChange?: (value: string) => void;
};

export type MultiSelectProps = CommonProps & {
  data: Option[];
  searchable?: boolean;
  filter?: (input: { options: Option[]; search: string; limit: number }) => Option[];
  nothingFoundMessage?: ReactNode;
};

export type TagsInputProps = CommonProps & {
  /** Suggestions: a tag may also be anything typed. */
  data: string[];
  maxLength?: number;
};

type Opening = { autoFocus?: boolean; defaultDropdownOpened?: boolean };
type Loaded = {
  MultiSelect: ComponentType<MultiSelectProps & Opening>;
  TagsInput: ComponentType<TagsInputProps & Opening>;
};

const fields = onDemand(() => import('./multi-select-combobox.tsx') as Promise<unknown> as Promise<Loaded>);

export function MultiSelect(props: MultiSelectProps) {
  const byValue = new Map(props.data.map((o) => [o.value, o.label]));
  // As Mantine's: a value missing from the data shows itself.
  const pills = props.value.map((value) => ({ value, label: byValue.get(value) ?? value }));
  return <OnDemand kind="MultiSelect" props={props} pills={pills} searchable={Boolean(props.searchable)} />;
}

export function TagsInput(props: TagsInputProps) {
  const pills = props.value.map((value) => ({ value, label: value }));
  return <OnDemand kind="TagsInput" props={props} pills={pills} searchable />;
}

function OnDemand({
  kind,
  props,
  pills,
  searchable,
}: {
  kind: PillsKind;
  props: MultiSelectProps | TagsInputProps;
  pills: Option[];
  searchable: boolean;
}) {
  const loaded = fields.useLoaded();
  const id = useMantineId(props.id);
  // What happened to the closed field before Mantine's came: the focus, a click, a typed search.
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  // A press under way on the closed field: the swap waits for its click.
  const [pressing, setPressing] = useState(false);
  const release = useRef<(() => void) | null>(null);
  useEffect(() => () => release.current?.(), []);

  if (loaded && !pressing) {
    // Mantine's searchable fields open on the focus; a select without search, on a click.
    const open = clicked || (focused && searchable) || typed !== null;
    return (
      <Opened
        Field={loaded[kind] as ComponentType<CommonProps & Opening>}
        props={{ ...props, id }}
        focus={focused}
        open={focused && open}
        typed={typed}
      />
    );
  }
  const press = () => {
    void fields.preload();
    if (release.current) return;
    setPressing(true);
    // After the click (or a press that ends elsewhere, or is cancelled), in a task of its own so
    // that the click has reached the closed field's handlers first.
    const done = () => {
      window.removeEventListener('click', later, true);
      window.removeEventListener('pointercancel', later, true);
      window.removeEventListener('pointerup', fallback, true);
      clearTimeout(timer);
      release.current = null;
      setPressing(false);
    };
    const later = () => void setTimeout(done, 0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A tap's click may follow its pointerup in a later task; a press that ends off the field has none.
    const fallback = () => void (timer = setTimeout(done, 500));
    window.addEventListener('click', later, true);
    window.addEventListener('pointercancel', later, true);
    window.addEventListener('pointerup', fallback, true);
    release.current = done;
  };
  return (
    <ClosedPills
      kind={kind}
      id={id}
      label={props.label}
      placeholder={props.placeholder}
      pills={pills}
      clearable={props.clearable}
      searchable={searchable}
      maxLength={'maxLength' in props ? props.maxLength : undefined}
      search={props.searchValue ?? typed ?? ''}
      onType={(text) => {
        setTyped(text);
        props.onSearchChange?.(text);
      }}
      onRemove={(value) => props.onChange(props.value.filter((v) => v !== value))}
      onClear={() => {
        props.onChange([]);
        setTyped(null);
        props.onSearchChange?.('');
      }}
      onApproach={() => void fields.preload()}
      onPress={press}
      onFocusChange={(focus) => {
        setFocused(focus);
        if (!focus) setClicked(false);
        void fields.preload();
      }}
      onBoxClick={() => setClicked(true)}
    />
  );
}

/**
 * Mantine's field in the closed one's place: the same id, the focus if the closed field had it, its
 * list open if it was clicked or searched in, and the search held here (or by the page, when it holds
 * it), starting from what was typed into the closed field.
 */
function Opened({
  Field,
  props,
  focus,
  open,
  typed,
}: {
  Field: ComponentType<CommonProps & Opening>;
  props: CommonProps;
  focus: boolean;
  open: boolean;
  typed: string | null;
}) {
  const [own, setOwn] = useState(typed ?? '');
  const controlled = props.searchValue !== undefined;
  return (
    <Field
      {...props}
      autoFocus={focus || undefined}
      defaultDropdownOpened={open || undefined}
      searchValue={controlled ? props.searchValue : own}
      onSearchChange={(text: string) => {
        if (!controlled) setOwn(text);
        props.onSearchChange?.(text);
      }}
    />
  );
}
