import React from 'react';
import { Button, Icon, type IconName } from '@rainbond/ui';

/** A button as the marketing pages' YAML gives it. */
export interface ButtonLink {
  label: string;
  href: string;
  variant?: 'secondary' | 'ghost';
  startIcon?: IconName;
  endIcon?: IconName;
}

interface ButtonLinksProps {
  links: readonly ButtonLink[];
  /** Overrides each link's own variant (the call-to-action band's buttons are all `inverse`). */
  variant?: 'inverse';
  size?: 'md' | 'lg';
}

/** A row of buttons from data, each with its icons. */
export default function ButtonLinks({ links, variant, size = 'lg' }: ButtonLinksProps): React.ReactElement {
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
