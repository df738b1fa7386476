export { type RoyaltyRow, RoyaltyTable, type RoyaltyTableProps } from './RoyaltyTable';
