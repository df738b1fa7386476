export { type StatItem, StatsRow, type StatsRowProps } from './StatsRow.js';
