/**
 * A menu behind a button (the staff bar's «Пользователи» and «Экспорт»): React Aria gives it its
 * behaviour — arrow keys between the items, typing to jump, Escape closing with focus back on the
 * button — and menu.module.css its look. Items either go to a page of the app (`to`) or do something
 * (`onAction`).
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { useNavigate } from 'react-router';
import { AriaLocale } from './aria-locale.tsx';
import classes from './menu.module.css';

export type MenuProps = {
  /** What the button shows; the button is the menu's name. */
  label: ReactNode;
  /** The button's class (the staff bar's items). */
  triggerClassName?: string;
  /** Which corner of the button the menu hangs from. */
  placement?: 'bottom start' | 'bottom end';
  onOpenChange?: (opened: boolean) => void;
  /** Its MenuItems. */
  children: ReactNode;
};

export function Menu({
  label,
  triggerClassName,
  placement = 'bottom start',
  onOpenChange,
  children,
}: MenuProps) {
  return (
    <AriaLocale>
      <MenuTrigger onOpenChange={onOpenChange}>
        <Button className={triggerClassName ? `${classes.trigger} ${triggerClassName}` : classes.trigger}>
          {label}
        </Button>
        <Popover placement={placement} offset={6} className={classes.popover}>
          <AriaMenu className={classes.menu}>{children}</AriaMenu>
        </Popover>
      </MenuTrigger>
    </AriaLocale>
  );
}

export type MenuItemProps = {
  /** A page of the app it goes to. */
  to?: string;
  /** What it does (after going to `to`, if both). */
  onAction?: () => void;
  disabled?: boolean;
  /** An icon before the text. */
  icon?: ReactNode;
  /** Something after the text (a count). */
  right?: ReactNode;
  /** What it is read out as, when the text alone is not the whole of it. */
  textValue?: string;
  children: ReactNode;
};

export function MenuItem({ to, onAction, disabled, icon, right, textValue, children }: MenuItemProps) {
  const navigate = useNavigate();
  return (
    <AriaMenuItem
      className={classes.item}
      isDisabled={disabled}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      onAction={() => {
        if (to) void navigate(to);
        onAction?.();
      }}
    >
      {icon && <span className={classes.icon}>{icon}</span>}
      <span className={classes.label}>{children}</span>
      {right && <span className={classes.right}>{right}</span>}
    </AriaMenuItem>
  );
}
