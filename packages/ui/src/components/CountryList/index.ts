export {
  COUNTRIES_SHOWN,
  type Country,
  CountryList,
  type CountryListLabels,
  type CountryListProps,
} from './CountryList.js';
