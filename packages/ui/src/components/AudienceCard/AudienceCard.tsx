import type { CallToAction, IconName } from '@landing/content';
import type { PaletteName } from '../../theme/tokens.js';
import { cx } from '../../utils/cx.js';
import { Icon, IconTile } from '../Icon/Icon.js';
import { CtaLink } from '../Section/CtaLink.js';
import type { HeadingLevel } from '../Section/Section.js';
import * as styles from './AudienceCard.css.js';

export interface AudienceCardProps {
  /** Who it is for, e.g. "Course creators"; a heading. */
  title: string;
  /** Icon of the set, decorative. */
  icon: IconName;
  /**
   * Tile colour, a palette name.
   * @default 'violet'
   */
  colour?: PaletteName;
  /** One or two sentences. */
  description: string;
  /** The benefits (three in docs/PRODUCT.md §2.5), each a short line. */
  benefits: string[];
  /** The button; audience buttons go to `{host}/register` (docs/PRODUCT.md §2.5). */
  cta: CallToAction;
  /**
   * Level of the heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A "who is this for" card (docs/PRODUCT.md §2.5 and §3.6): icon, title, description, a ticked list of
 * benefits and a call to action pinned to the bottom so cards in a row line up.
 */
export function AudienceCard({
  title,
  icon,
  colour = 'violet',
  description,
  benefits,
  cta,
  headingLevel = 3,
  className,
}: AudienceCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.root, className)}>
      <IconTile name={icon} colour={colour} />
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <Icon name="check" size={18} className={styles.tick} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className={styles.action}>
        <CtaLink cta={cta} variant="secondary" />
      </div>
    </article>
  );
}
