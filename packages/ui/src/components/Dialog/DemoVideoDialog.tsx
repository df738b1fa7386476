import { useState } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './DemoVideoDialog.css';
import { Dialog } from './Dialog';
import { buttonClass } from './Dialog.css';

export interface DemoVideoDialogProps {
  /** Label of the button that opens the dialog, e.g. "Watch Demo". */
  triggerLabel: string;
  /** Variant of the trigger button. @default 'secondary' */
  triggerVariant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  /** Analytics event sent by the trigger through the delegated tracking handler (`data-track`). */
  triggerTrack?: string;
  /** Heading of the dialog. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Label of the call to action under the video, e.g. "Get Started Now". */
  getStartedLabel: string;
  /**
   * Where "Get Started Now" goes. Without it the action is a button that just closes the dialog
   * (docs/PRODUCT.md §2.2 item 1); with it, a link (opened in a new tab) that also closes the dialog.
   */
  getStartedHref?: string;
  /** Analytics event of the call to action (`data-track`). @default 'demo_get_started' */
  getStartedTrack?: string;
  /** Screen-reader text for the new-tab link, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
  /**
   * Embed address, autoplaying: the site passes a video-site embed for English and an embed-service
   * player for Spanish (docs/PRODUCT.md §2.2 item 1). Only loaded while the dialog is open.
   */
  videoSrc: string;
  /** Accessible title of the video frame. */
  videoTitle: string;
  /** Open on first client render (stories, deep links). @default false */
  defaultOpen?: boolean;
}

/**
 * The "Watch Demo" island (docs/PRODUCT.md §2.2 item 1, §4.2): a trigger button and a modal
 * with the demo video. The iframe exists only while the dialog is open, so nothing loads before the
 * visitor asks and the video stops the moment the dialog closes. JSON-only props.
 */
export function DemoVideoDialog({
  triggerLabel,
  triggerVariant = 'secondary',
  triggerTrack,
  title,
  closeLabel,
  getStartedLabel,
  getStartedHref,
  getStartedTrack = 'demo_get_started',
  newTabLabel,
  videoSrc,
  videoTitle,
  defaultOpen = false,
}: DemoVideoDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);

  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      size="lg"
      open={open}
      onOpenChange={setOpen}
      // With JavaScript off the trigger is a link to the video itself (docs/PRODUCT.md §2.2 item 1).
      trigger={{
        label: triggerLabel,
        variant: triggerVariant,
        track: triggerTrack,
        fallbackHref: videoSrc,
      }}
    >
      <div className={styles.frame}>
        {open ? (
          <iframe
            className={styles.video}
            src={videoSrc}
            title={videoTitle}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        {getStartedHref ? (
          <a
            className={buttonClass.primary}
            href={getStartedHref}
            target="_blank"
            rel="noopener"
            data-track={getStartedTrack}
            onClick={close}
          >
            {getStartedLabel}
            {newTabLabel ? (
              <>
                {' '}
                <span className={visuallyHidden}>{newTabLabel}</span>
              </>
            ) : null}
          </a>
        ) : (
          <button
            type="button"
            className={buttonClass.primary}
            data-track={getStartedTrack}
            onClick={close}
          >
            {getStartedLabel}
          </button>
        )}
      </div>
    </Dialog>
  );
}
