import type { Messages } from '../../messages.js';
import { author } from './author.js';
import { client } from './client.js';
import { common } from './common.js';
import { ebook } from './ebook.js';
import { example } from './example.js';
import { legal } from './legal.js';
import { seo } from './seo.js';
import { templates } from './templates.js';
import { tools } from './tools.js';

/** Every Spanish string of both sites, written for Spanish speakers. */
export const es: Messages = {
  common,
  seo,
  ebook,
  author,
  tools,
  templates,
  example,
  client,
  legal,
};
