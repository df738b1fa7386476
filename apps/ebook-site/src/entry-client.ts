import '@landing/ui/styles.css';
import { startPageTracking } from '@landing/tracking';
import { hydrateIslands } from '@landing/ui/hydrate';
import { config } from './config';
import { islands } from './islands';

startPageTracking({ appUrl: config.appUrl });
void hydrateIslands(islands);
