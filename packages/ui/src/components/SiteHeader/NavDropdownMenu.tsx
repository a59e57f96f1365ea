import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../Icon';
import { SmartLink } from '../../link/LinkContext';
import type { NavDropdown } from './types';
import * as styles from './SiteHeader.css';

interface NavDropdownMenuProps {
  item: NavDropdown;
  currentPath?: string;
}

/**
 * A desktop navigation dropdown (WAI-ARIA disclosure pattern): a button with aria-expanded
 * controlling a list of links. Opens on click or hover; Escape closes it and returns focus to
 * the button; moving focus out of it closes it.
 */
export function NavDropdownMenu({ item, currentPath }: NavDropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label}
        <Icon name="chevronDown" size={16} className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {item.items.map((link) => (
          <li key={link.href}>
            <SmartLink
              className={styles.menuLink}
              href={link.href}
              reloadDocument={link.reloadDocument}
              aria-current={link.href === currentPath ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
