import { describeServerEntry } from '@landing/devkit/testing/server-entry';
import { entry } from './entry-server';

// The example site shows what a site is made of; it sells nothing, so it describes no product.
describeServerEntry(entry, { product: false });
