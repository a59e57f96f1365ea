import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { SmartLink } from '../../link/LinkContext';
import { button, type ButtonVariants } from './Button.css';

interface CommonProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
  /** An icon or other node shown before the label. */
  startIcon?: ReactNode;
  /** An icon or other node shown after the label. */
  endIcon?: ReactNode;
  children: ReactNode;
}

export type ButtonAsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
export type ButtonAsLink = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type ButtonProps = ButtonAsButton | ButtonAsLink;

/** A button, or a link that looks like one when `href` is given (external URLs open in a new tab). */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const { variant, size, fullWidth, startIcon, endIcon, children, className, ...rest } = props;
  const classes = clsx(button({ variant, size, fullWidth }), className);
  const content = (
    <>
      {startIcon}
      <span>{children}</span>
      {endIcon}
    </>
  );
  if (rest.href !== undefined) {
    const anchorProps = rest as AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
    return (
      <SmartLink ref={ref as React.Ref<HTMLAnchorElement>} className={classes} {...anchorProps}>
        {content}
      </SmartLink>
    );
  }
  const buttonProps = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button ref={ref as React.Ref<HTMLButtonElement>} type="button" className={classes} {...buttonProps}>
      {content}
    </button>
  );
});
