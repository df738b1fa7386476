import type { ReactNode } from 'react';
import { Icon } from '../components/Icon/Icon';
import { cx } from '../utils/cx';
import * as styles from './DoDont.css';

interface ExampleProps {
  /** What the example shows and why it is right or wrong, in a sentence, read under the box. */
  caption: string;
  /** The live example: real components with real copy, accessible as a page would ship them. */
  children: ReactNode;
  /**
   * A component as wide as the page (a header, a footer, a band): the example takes a row of its
   * own and its box holds the component edge to edge, instead of centring it.
   * @default false
   */
  wide?: boolean;
}

type Verdict = keyof typeof styles.example;

/** The label's word and icon for each verdict: never the colour alone. */
const VERDICTS: Record<Verdict, { word: string; icon: 'check' | 'close' }> = {
  do: { word: 'Do', icon: 'check' },
  dont: { word: 'Don’t', icon: 'close' },
};

/** One example as a figure: the verdict's label, the live components in a framed box, the caption. */
function Example({
  verdict,
  caption,
  children,
  wide = false,
}: ExampleProps & { verdict: Verdict }) {
  const { word, icon } = VERDICTS[verdict];
  return (
    <figure className={cx(styles.example[verdict], wide && styles.wideExample)}>
      <p className={styles.label}>
        <Icon name={icon} size={18} />
        {word}
      </p>
      <div className={cx(styles.frame, wide && styles.wideFrame)}>{children}</div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

/** A right way to use the component, shown live. */
export function Do(props: ExampleProps) {
  return <Example verdict="do" {...props} />;
}

/**
 * A wrong way, shown live. It shows bad design (two primary buttons, a wrapped label, a vague
 * label), never broken accessibility: designers copy markup and patterns from these pages, so even
 * the wrong examples keep their roles, names and keyboard use.
 */
export function Dont(props: ExampleProps) {
  return <Example verdict="dont" {...props} />;
}

/**
 * Storybook's class for content its docs typography leaves alone (what its `Unstyled` block
 * renders): the live examples look as they ship, and the labels and captions take only our styles.
 */
const OUTSIDE_DOCS_TYPOGRAPHY = 'sb-unstyled';

/**
 * Do and don't pairs for a designer's docs page: each `<Do>` and `<Dont>` side by side from the
 * tablet width, stacked on a phone.
 */
export function DoDont({ children }: { children: ReactNode }) {
  return <div className={cx(styles.grid, OUTSIDE_DOCS_TYPOGRAPHY)}>{children}</div>;
}
