import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { Badge, type BadgeTone } from '../Badge';
import * as styles from './TagList.css';

export interface TagListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  tags: readonly string[];
  tone?: BadgeTone;
  /** Bordered tags, for names listed under a card's text. */
  outline?: boolean;
  /** Bigger tags for lists that are the content of their band (languages, operating systems). */
  large?: boolean;
  centered?: boolean;
}

/** Short names as a list of badges that wraps; name the list with `aria-label` when its heading does not. */
export function TagList({ tags, tone, outline, large = false, centered = false, className, ...rest }: TagListProps) {
  return (
    <ul className={clsx(styles.list, styles.spacing[large ? 'large' : 'small'], centered && styles.centered, className)} {...rest}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone={tone} outline={outline} className={large ? styles.largeTag : undefined}>
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
