import '@landing/ui/styles.css';
import { startSite } from '@landing/ui/hydrate';
import { config } from './config';
import { islands } from './islands';

startSite({ islands, appUrl: config.appUrl, tagManagerId: config.tagManagerId });
