import { describeServerEntry } from '@landing/devkit/testing/server-entry';
import { entry } from './entry-server';

describeServerEntry(entry);
