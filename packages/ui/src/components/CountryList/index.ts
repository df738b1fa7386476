export {
  type Country,
  CountryList,
  type CountryListLabels,
  type CountryListProps,
} from './CountryList.js';
