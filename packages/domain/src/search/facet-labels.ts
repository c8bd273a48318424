import type { LISTED_WITHIN_ATTRIBUTE, ListFacetAttribute, RangeFacetAttribute } from './facet-attributes.ts'

/** What shoppers read for each facet of the results page, and for the coded values some facets hold. */

export const facetTitles: Readonly<
  Record<ListFacetAttribute | RangeFacetAttribute | typeof LISTED_WITHIN_ATTRIBUTE, string>
> = {
  make: 'Make',
  model: 'Model',
  make_model: 'Make and model',
  badge: 'Badge',
  car_type: 'Condition',
  status: 'Availability',
  categories: 'Category',
  body: 'Body type',
  price_range: 'Price range',
  weekly_price_range: 'Weekly repayments',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  seats: 'Seats',
  colour: 'Colour',
  filtered_features: 'Features',
  tag: 'Offers',
  certified: 'Certified pre-owned',
  item_type: 'Vehicle type',
  state: 'State',
  city: 'City',
  dealership_name: 'Dealership',
  location_name: 'Location',
  price: 'Price',
  km: 'Kilometres',
  year: 'Year',
  subscription_price: 'Subscription price',
  created_at_timestamp: 'Date listed',
}

const valueLabels: Partial<Record<ListFacetAttribute, Readonly<Record<string, string>>>> = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
  certified: { true: 'Certified pre-owned', false: 'Not certified' },
  item_type: { car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', caravan: 'Caravan' },
}

/** 'used' -> 'Used' for conditions; feed values such as makes and colours read as they are. */
export function facetValueLabel(attribute: ListFacetAttribute, value: string): string {
  const label = valueLabels[attribute]?.[value]
  if (label) return label
  if (attribute === 'seats') return `${value} seats`
  return value
}
