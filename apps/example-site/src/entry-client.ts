import '@landing/ui/styles.css';
import '@landing/site-kit/styles.css';
import { startSite } from '@landing/site-kit/client';
import { config } from './config';
import { islands } from './islands';

startSite({ islands, appUrl: config.appUrl, tagManagerId: config.tagManagerId });
