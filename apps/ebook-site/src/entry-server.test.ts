import { describeServerEntry } from '@landing/devkit/testing/server-entry';
import { entry } from './entry-server';

// `#have-book` is the hero's mode (HeroModeToggle), not an element to scroll to.
describeServerEntry(entry, { stateHashes: ['have-book'] });
