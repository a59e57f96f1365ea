import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';

/** A button as a page's data gives it: its words, where it goes and how it looks. */
export interface ButtonLink {
  label: string;
  href: string;
  variant?: 'secondary' | 'ghost';
  startIcon?: IconName;
  endIcon?: IconName;
}

export interface ButtonLinksProps {
  links: readonly ButtonLink[];
  /** Overrides each link's own variant (the call-to-action band's buttons are all `inverse`). */
  variant?: 'inverse';
  size?: 'md' | 'lg';
}

/** Buttons from data, each with its icons, for a hero's or a call-to-action band's `actions`. */
export function ButtonLinks({ links, variant, size = 'lg' }: ButtonLinksProps) {
  return (
    <>
      {links.map((link) => (
        <Button
          key={link.label}
          variant={variant ?? link.variant}
          size={size}
          href={link.href}
          startIcon={link.startIcon && <Icon name={link.startIcon} />}
          endIcon={link.endIcon && <Icon name={link.endIcon} />}
        >
          {link.label}
        </Button>
      ))}
    </>
  );
}
