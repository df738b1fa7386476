import { useOf } from '@storybook/addon-docs/blocks';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Status.css';
import { betaReasonOf, type Status as StatusName, statusOf } from './status';

/** The badge's word for each status. */
const LABELS: Record<StatusName, string> = { stable: 'Stable', beta: 'Beta' };

/** What each status means, when a beta component has no recorded reason to show instead. */
const MEANINGS: Record<StatusName, string> = {
  stable: 'Ready to use as this page documents it.',
  beta: 'A known problem with it is still open.',
};

/**
 * A docs page's status line: the component's status from its meta's tags (the ones the sidebar
 * badge shows) and, for a beta component, the open problem its meta records in
 * `parameters.status.reason` (./status.ts), so a designer reads on the page why it is not stable yet.
 * It reads the meta the page is attached to (`<Meta of={…} />`, or the generated page's), so it
 * takes no props and cannot drift from the stories file.
 */
export function Status() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const status = statusOf(preparedMeta.tags ?? []);
  if (!status) return null;
  const reason = status === 'beta' ? betaReasonOf(preparedMeta.parameters) : undefined;
  return (
    <div className={styles.root}>
      <span className={styles.badge[status]}>
        <span className={visuallyHidden}>Status: </span>
        {LABELS[status]}
      </span>
      <p className={styles.meaning}>{reason ?? MEANINGS[status]}</p>
    </div>
  );
}
