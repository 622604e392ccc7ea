/**
 * A searchable list field whose combobox loads on first use (docs/decisions/044-signup-loads-its-fields-on-demand.md).
 *
 * Mantine's Select is a combobox in a popover: with its floating-ui, focus trap, option lookup and
 * transitions, about 40 kB of gzipped JavaScript that the sign-up's first step loaded and ran before
 * the form was usable, for two fields at its bottom (the city, the citizenship). Here the page renders,
 * and hydrates, the markup a closed Mantine Select renders (tested against it in `select.test.tsx`:
 * same elements, classes, ids and attributes), with Mantine's stylesheets and none of its runtime.
 * Mantine's Select itself (`select-combobox.tsx`, a chunk of its own) is fetched when the visitor
 * heads for the field (a pointer over it, a touch, the focus) or when the page asks for it
 * (`preloadSelect`: the sign-up, once its form is first touched), and then replaces the closed field
 * in place, with the same id; a field that had the focus keeps it (and opens its list, as a focused
 * searchable Select does), and what was typed meanwhile becomes the search.
 */
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { ComboboxChevron } from './native-select.tsx';
import { onDemand } from './on-demand.ts';
import { useMantineId } from './mantine-id.ts';

export type SelectOption = { value: string; label: string };

/** The props the app passes to a Select (Mantine's names and meanings). */
export type SelectProps = {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  labelProps?: { 'data-asterisk'?: boolean };
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  data: SelectOption[];
  value?: string | null;
  onChange?: (value: string | null, option: SelectOption | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Always searchable: a short list is a NativeSelect (native-select.tsx). */
  searchable: true;
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  filter?: (input: { options: SelectOption[]; search: string; limit: number }) => SelectOption[];
  nothingFoundMessage?: ReactNode;
  allowDeselect?: boolean;
};

type Loaded = ComponentType<SelectProps & { autoFocus?: boolean; defaultDropdownOpened?: boolean }>;

const combobox = onDemand(() => import('./select-combobox.tsx').then((m) => m.Select as unknown as Loaded));

/** Fetches Mantine's Select (once); every closed field on the page then becomes one. */
export const preloadSelect = combobox.preload;

/**
 * Mantine's Select once its chunk is here, the closed field until then. While hydrating, always the
 * closed field, as the server rendered it; a page drawn in the browser later (a move to /profile
 * after the sign-up) gets the loaded one at once.
 */
export function Select(props: SelectProps) {
  const Combobox = combobox.useLoaded();
  const id = useMantineId(props.id);
  // What happened to the closed field before the combobox came: the focus, and any typed search.
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  if (Combobox) return <Opened Combobox={Combobox} props={props} id={id} focus={focused} typed={typed} />;
  return (
    <ClosedSelect
      {...props}
      id={id}
      typed={typed}
      onType={(text) => {
        setTyped(text);
        props.onSearchChange?.(text);
      }}
      onIntent={(focus) => {
        if (focus !== undefined) setFocused(focus);
        void preloadSelect();
      }}
    />
  );
}

/**
 * Mantine's Select in the closed field's place: the same id, the focus if the closed field had it,
 * the search always held here (or by the page, when it holds it), so that what was typed into the
 * closed field survives Mantine's clearing its search on mount when nothing is picked yet.
 */
function Opened({
  Combobox,
  props,
  id,
  focus,
  typed,
}: {
  Combobox: Loaded;
  props: SelectProps;
  id: string;
  focus: boolean;
  typed: string | null;
}) {
  const [own, setOwn] = useState(typed ?? '');
  const controlled = props.searchValue !== undefined;
  const onSearchChange = (text: string) => {
    if (!controlled) setOwn(text);
    props.onSearchChange?.(text);
  };
  const carry = useRef(typed);
  // Runs after Mantine's own mount effects (a parent's effects follow its children's).
  useEffect(() => {
    if (carry.current !== null) onSearchChange(carry.current);
    carry.current = null;
    // Once, on mount: what was typed before the combobox came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Combobox
      {...props}
      id={id}
      autoFocus={focus || undefined}
      // Focusing a searchable Select opens its list; the focus given on mount does not, so this does.
      defaultDropdownOpened={focus || undefined}
      searchValue={controlled ? props.searchValue : own}
      onSearchChange={onSearchChange}
    />
  );
}

const smaller = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';

/** A closed searchable Mantine Select's markup (size `sm`, the default variant). */
function ClosedSelect({
  label,
  description,
  placeholder,
  labelProps,
  error,
  disabled,
  id,
  data,
  value,
  searchValue,
  onBlur,
  onFocus,
  typed,
  onType,
  onIntent,
}: SelectProps & {
  id: string;
  typed: string | null;
  onType: (text: string) => void;
  /** The visitor heads for the field: fetch the combobox; `focus` says whether the field has the focus. */
  onIntent: (focus?: boolean) => void;
}) {
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const describedBy =
    `${hasError ? `${id}-error` : ''}  ${description ? `${id}-description` : ''}`.trim() || undefined;
  const picked = data.find((o) => o.value === value);
  // Mantine's searchable Select shows the search, which follows the picked option's label.
  const shown = searchValue ?? typed ?? picked?.label ?? '';
  return (
    <>
      <div
        className="m_46b77525 mantine-InputWrapper-root mantine-Select-root"
        data-size="sm"
        data-error={error ? true : undefined}
        onPointerEnter={() => onIntent()}
        // A press on the field means its focus is coming: should the combobox arrive between the
        // press and the focus, it takes the focus itself.
        onPointerDown={() => onIntent(true)}
        onTouchStart={() => onIntent(true)}
      >
        <label
          {...labelProps}
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className="m_8fdc1311 mantine-InputWrapper-label mantine-Select-label"
          data-size="sm"
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
        {description && (
          <p
            style={{ '--input-description-size': smaller } as CSSProperties}
            className="m_fe47ce59 mantine-InputWrapper-description mantine-Select-description"
            data-size="sm"
            id={`${id}-description`}
          >
            {description}
          </p>
        )}
        <div
          style={
            {
              '--input-margin-top': description ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
              '--input-margin-bottom': hasError ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
              '--input-height': 'var(--input-height-sm)',
              '--input-fz': 'var(--mantine-font-size-sm)',
              '--input-right-section-pointer-events': 'none',
            } as CSSProperties
          }
          className="m_6c018570 mantine-Input-wrapper mantine-Select-wrapper"
          data-variant="default"
          data-size="sm"
          data-error={error ? true : undefined}
          data-disabled={disabled || undefined}
          data-with-right-section="true"
        >
          <input
            className="m_8fb7ebe7 mantine-Input-input mantine-Select-input"
            data-variant="default"
            data-error={error ? true : undefined}
            data-disabled={disabled || undefined}
            placeholder={placeholder}
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded="false"
            autoComplete="off"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            id={id}
            value={shown}
            onChange={(event) => onType(event.currentTarget.value)}
            onFocus={(event) => {
              onIntent(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              onIntent(false);
              onBlur?.(event);
            }}
          />
          <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-Select-section">
            <ComboboxChevron error={error} />
          </div>
        </div>
        {hasError && (
          <p
            style={{ '--input-error-size': smaller } as CSSProperties}
            className="m_8f816625 mantine-InputWrapper-error mantine-Select-error"
            data-size="sm"
            id={`${id}-error`}
          >
            {error}
          </p>
        )}
      </div>
      <input type="hidden" disabled={disabled} value={value ?? ''} />
    </>
  );
}
