/**
 * Tabs (docs/decisions/064): a row of tabs over the panel of the chosen one. React Aria Components
 * gives the behaviour — a `tablist` of `tab`s, each tied to its `tabpanel`; the arrow keys, Home and
 * End move between the tabs and choose; Tab goes on into the panel — and tabs.module.css the look: a
 * grey line under the row, the chosen tab underlined in the primary colour. Every panel stays
 * mounted, the others hidden, so a field in a hidden panel keeps its place in the form.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components/Tabs';
import classes from './tabs.module.css';

export type TabsProps = {
  /** The tab chosen first (left to itself). */
  defaultValue?: string;
  /** The chosen tab (held by the page, with `onChange`). */
  value?: string;
  onChange?: (value: string) => void;
  className?: string;
  style?: CSSProperties;
  /** A TabList and the TabPanels. */
  children: ReactNode;
};

export function Tabs({ defaultValue, value, onChange, className, style, children }: TabsProps) {
  return (
    <AriaTabs
      defaultSelectedKey={defaultValue}
      selectedKey={value}
      onSelectionChange={onChange && ((key: Key) => onChange(String(key)))}
      className={className ? `${classes.root} ${className}` : classes.root}
      style={style}
    >
      {children}
    </AriaTabs>
  );
}

/** The row of Tabs; `aria-label` names it where the page has more than one. */
export function TabList({ 'aria-label': label, children }: { 'aria-label'?: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className={classes.list}>
      {children}
    </AriaTabList>
  );
}

export function Tab({
  value,
  disabled,
  children,
}: {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <AriaTab id={value} isDisabled={disabled} className={classes.tab}>
      {children}
    </AriaTab>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <AriaTabPanel
      id={value}
      shouldForceMount
      className={classes.panel}
      // Hidden by its style, not only by the sheet: out of the page for screen readers too.
      style={({ isInert }) => (isInert ? { display: 'none' } : undefined)}
    >
      {children}
    </AriaTabPanel>
  );
}
