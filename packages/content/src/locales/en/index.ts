import { author } from './author.js';
import { client } from './client.js';
import { common } from './common.js';
import { ebook } from './ebook.js';
import { example } from './example.js';
import { legal } from './legal.js';
import { seo } from './seo.js';
import { templates } from './templates.js';
import { tools } from './tools.js';

/** Every English string of both sites. Its shape is the contract Spanish must match. */
export const en = { common, seo, ebook, author, tools, templates, example, client, legal } as const;
