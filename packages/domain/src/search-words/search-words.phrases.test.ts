import { describe, expect, it } from 'vitest'
import { emptySearchState, serialiseSearchState } from '../search/url-state.ts'
import type { SearchWordsContext } from './context.ts'
import { parseSearchWords } from './parse-search-words.ts'
import { carDealerContext, groupContext } from './search-words.fixture.ts'
import { searchStateFromWords } from './search-words-state.ts'
import { tokenise } from './tokenise.ts'

/**
 * Phrases as shoppers type them, each with the refinements it must become: the results page's own URL
 * parameters (as clicking the same filters writes them), the leftover words as `q`, and a place as the
 * near-me form writes it (`near`, `distance`). The stock is a dealer group's (search-words.fixture.ts), in
 * 2026, with finance at 10% over 5 years and no fee.
 */

function understoodAs(phrase: string, context: SearchWordsContext = groupContext): string {
  const parsed = parseSearchWords(phrase, context)
  const params = serialiseSearchState(searchStateFromWords(emptySearchState(), parsed, { near: true }))
  return decodeURIComponent(params.toString().replace(/\+/g, ' '))
}

const phrases: [phrase: string, refinements: string][] = [
  // The vocabulary, word by word
  ['red diesel ute under 40k near Penrith', 'body=Ute&fuel=Diesel&colour=Red&price=-40000&near=Penrith'],
  ['7 seater under 30k', 'seats=7&price=-30000'],
  ['ute', 'body=Ute'],
  ['dual cab', 'body=Ute'],
  ['single cab', 'body=Cab Chassis'],
  ['wagon', 'body=Wagon'],
  ['hatch', 'body=Hatch'],
  ['4WD', 'drive=4x4'],
  ['4x4', 'drive=4x4'],
  ['AWD', 'drive=AWD'],
  ['people mover', 'body=People Mover'],
  ['van', 'body=Van'],
  ['cab chassis', 'body=Cab Chassis'],
  ['prime mover', 'body=Prime Mover'],
  ['tipper', 'body=Tipper'],
  ['camper trailer', 'body=Camper Trailer'],
  ['pop-top', 'body=Pop Top'],
  ['off-road caravan', 'body=Caravan'],
  ['7 seater', 'seats=7'],
  ['8 seats', 'seats=8'],
  ['under 30k', 'price=-30000'],
  ['less than $25,000', 'price=-25000'],
  ['20-30k', 'price=20000-30000'],
  ['around 40k', 'price=36000-44000'],
  ['$150 a week', 'price=-30000'],
  ['under 50,000 km', 'km=-50000'],
  ['low kms', 'km=-30000'],
  ['2020 or newer', 'year=2020-'],
  ['less than 3 years old', 'year=2023-'],
  ['diesel', 'fuel=Diesel'],
  ['hybrid', 'fuel=Hybrid'],
  ['EV', 'fuel=Electric'],
  ['plug-in', 'fuel=Plug-in Hybrid'],
  ['auto', 'transmission=Automatic'],
  ['manual', 'transmission=Manual'],
  ['new', 'car_type=new'],
  ['demo', 'car_type=demo'],
  ['used', 'car_type=used'],
  ['LAMS', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  ['learner approved', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  ['tows 3.5 tonnes', 'filtered_features=Towing 3,500 kg+'],
  ['troopy', 'make=Toyota&model=LandCruiser Troop Carrier'],
  // Body types
  ['utes', 'body=Ute'],
  ['dual cab ute', 'body=Ute'],
  ['double cab 4x4', 'body=Ute&drive=4x4'],
  ['crew cab', 'body=Ute'],
  ['single cab chassis', 'body=Cab Chassis'],
  ['extra cab', 'body=Ute'],
  ['king cab ute', 'body=Ute'],
  ['tray back', 'body=Cab Chassis'],
  ['station wagon', 'body=Wagon'],
  ['hatchback', 'body=Hatch'],
  ['small hatch', 'q=small&body=Hatch'],
  ['sedan', 'body=Sedan'],
  ['suv', 'body=SUV'],
  ['soft top', 'body=Convertible'],
  ['cabriolet', 'body=Convertible'],
  ['minivan', 'body=People Mover'],
  ['8 seater people mover', 'body=People Mover&seats=8'],
  ['panel van', 'body=Van'],
  ['campervan', 'body=Van'],
  ['motorhome', 'body=Van'],
  ['bus', 'body=Bus'],
  ['semi', 'body=Prime Mover'],
  ['dump truck', 'body=Tipper'],
  ['pantech', 'body=Pantech'],
  ['caravan', 'body=Caravan'],
  ['camper', 'body=Camper Trailer'],
  ['poptop van', 'body=Pop Top'],
  ['off road van', 'body=Caravan'],
  ['offroad caravan', 'body=Caravan'],
  ['hybrid caravan', 'body=Caravan'],
  ['naked bike', 'body=Naked'],
  ['sports bike', 'body=Sports'],
  ['adventure bike', 'body=Adventure'],
  ['cruiser', 'body=Cruiser'],
  ['tourer', 'body=Touring'],
  ['scooter', 'body=Scooter'],
  ['dirt bike', 'body=Off-Road'],
  ['enduro', 'body=Off-Road'],
  ['dual sport', 'body=Dual Sport'],
  ['road trail bike', 'body=Dual Sport'],
  // Seats
  ['seven seater', 'seats=7'],
  ['7-seater', 'seats=7'],
  ['7 seat suv', 'body=SUV&seats=7'],
  ['7+ seats', 'seats=12&seats=7&seats=8'],
  ['at least 7 seats', 'seats=12&seats=7&seats=8'],
  ['7 seats or more', 'seats=12&seats=7&seats=8'],
  ['seats 8', 'seats=8'],
  ['5 seater', 'seats=5'],
  ['2 seater convertible', 'body=Convertible&seats=2'],
  ['12 seater bus', 'body=Bus&seats=12'],
  ['third row', 'filtered_features=Third Row Seating'],
  ['3rd row seating', 'filtered_features=Third Row Seating'],
  // Prices: bounds, ranges, 'around'
  ['under 30', 'price=-30000'],
  ['under $30k', 'price=-30000'],
  ['below 25k', 'price=-25000'],
  ['up to $45,000', 'price=-45000'],
  ['max 20k', 'price=-20000'],
  ['no more than 15 grand', 'price=-15000'],
  ['cheaper than 35k', 'price=-35000'],
  ['for under 20k', 'price=-20000'],
  ['budget 25k', 'price=-25000'],
  ['my budget is $18,000', 'price=-18000'],
  ['$40k or less', 'price=-40000'],
  ['30k max', 'price=-30000'],
  ['30k tops', 'price=-30000'],
  ['35k', 'price=-35000'],
  ['$35,000', 'price=-35000'],
  ['15000', 'price=-15000'],
  ['over 20k', 'price=20000-'],
  ['above $50,000', 'price=50000-'],
  ['more than 60k', 'price=60000-'],
  ['from 25k', 'price=25000-'],
  ['at least 30k', 'price=30000-'],
  ['30k+', 'price=30000-'],
  ['$50k and up', 'price=50000-'],
  ['20k-30k', 'price=20000-30000'],
  ['$20,000-$30,000', 'price=20000-30000'],
  ['20 to 30k', 'price=20000-30000'],
  ['between 20 and 30k', 'price=20000-30000'],
  ['between $15k and $25k', 'price=15000-25000'],
  ['from 20k to 30k', 'price=20000-30000'],
  ['about $35,000', 'price=31000-39000'],
  ['approx 25k', 'price=22000-28000'],
  ['roughly 20 grand', 'price=18000-22000'],
  ['40kish', 'price=36000-44000'],
  ['~30k', 'price=27000-33000'],
  ['1.2m prime mover', 'body=Prime Mover&price=-1200000'],
  ['25.5k', 'price=-25500'],
  // Repayment budgets, through the site's finance rules (10% p.a., 5 years, no fee)
  ['150 per week', 'price=-30000'],
  ['under $200 a week', 'price=-40000'],
  ['$200pw', 'price=-40000'],
  ['150/wk', 'price=-30000'],
  ['$120 p/w', 'price=-24000'],
  ['$100 weekly', 'price=-20000'],
  ['$300 a fortnight', 'price=-30000'],
  ['$600 a month', 'price=-28000'],
  ['$600 per month', 'price=-28000'],
  ['under 500 a month', 'price=-23000'],
  ['budget of $180 a week', 'price=-36000'],
  // Kilometres
  ['less than 50k kms', 'km=-50000'],
  ['under 100k kms', 'km=-100000'],
  ['50000km or less', 'km=-50000'],
  ['below 80,000 kilometres', 'km=-80000'],
  ['max 60k km', 'km=-60000'],
  ['no more than 20,000km', 'km=-20000'],
  ['over 100,000 km', 'km=100000-'],
  ['around 50,000 km', 'km=40000-60000'],
  ['low km', 'km=-30000'],
  ['low mileage', 'km=-30000'],
  ['under 30k on the clock', 'km=-30000'],
  // Years and ages (the current year is 2026)
  ['2020 onwards', 'year=2020-'],
  ['2020+', 'year=2020-'],
  ['2018 and newer', 'year=2018-'],
  ['newer than 2019', 'year=2020-'],
  ['after 2019', 'year=2020-'],
  ['from 2021', 'year=2021-'],
  ['since 2022', 'year=2022-'],
  ['2015 or older', 'year=-2015'],
  ['older than 2010', 'year=-2009'],
  ['before 2015', 'year=-2014'],
  ['2018-2020', 'year=2018-2020'],
  ['2018 to 2020', 'year=2018-2020'],
  ['between 2017 and 2019', 'year=2017-2019'],
  ['2019', 'year=2019-2019'],
  ['2019 model', 'year=2019-2019'],
  ['MY24', 'year=2024-2024'],
  ['my 23', 'year=2023-2023'],
  ['under 5 years old', 'year=2021-'],
  ['under 2 yrs old', 'year=2024-'],
  ['3 years old or less', 'year=2023-'],
  ['no older than 4 years', 'year=2022-'],
  ['over 10 years old', 'year=-2016'],
  ['3 year old', 'year=2023-2023'],
  ['late model', 'year=2023-'],
  // Fuel, transmission, drive; 'no' and 'not' tick every other value
  ['turbo diesel', 'fuel=Diesel'],
  ['petrol', 'fuel=Petrol'],
  ['unleaded', 'fuel=Petrol'],
  ['self charging hybrid', 'fuel=Hybrid'],
  ['plug-in hybrid', 'fuel=Plug-in Hybrid'],
  ['plug in hybrid', 'fuel=Plug-in Hybrid'],
  ['phev', 'fuel=Plug-in Hybrid'],
  ['electric', 'fuel=Electric'],
  ['fully electric', 'fuel=Electric'],
  ['electric car', 'fuel=Electric'],
  ['lpg', 'fuel=LPG'],
  ['automatic', 'transmission=Automatic'],
  ['autos', 'transmission=Automatic'],
  ['stick shift', 'transmission=Manual'],
  ['cvt', 'transmission=Automatic'],
  ['four wheel drive', 'drive=4x4'],
  ['4 wheel drive', 'drive=4x4'],
  ['all wheel drive', 'drive=AWD'],
  ['2wd', 'drive=4x2'],
  ['4x2', 'drive=4x2'],
  ['front wheel drive', 'drive=FWD'],
  ['rear wheel drive', 'drive=RWD'],
  ['no diesel', 'fuel=Electric&fuel=Hybrid&fuel=Petrol&fuel=Plug-in Hybrid'],
  ['not manual', 'transmission=Automatic'],
  ['non-hybrid', 'fuel=Diesel&fuel=Electric&fuel=Petrol&fuel=Plug-in Hybrid'],
  // Condition and availability
  ['brand new', 'car_type=new'],
  ['ex demo', 'car_type=demo'],
  ['ex-demo', 'car_type=demo'],
  ['demonstrator', 'car_type=demo'],
  ['second hand', 'car_type=used'],
  ['pre-owned', 'car_type=used'],
  ['preloved', 'car_type=used'],
  ['certified pre-owned', 'certified=true'],
  ['coming soon', 'status=coming_soon'],
  ['in stock', 'status=in_stock'],
  // Colours: every stock colour with the colour's word in it
  ['red', 'colour=Red'],
  ['white', 'colour=Crystal White Pearl&colour=White'],
  ['Pearl white', 'colour=Crystal White Pearl&colour=White'],
  ['gray', 'colour=Grey&colour=Gunmetal Grey'],
  ['charcoal', 'colour=Grey&colour=Gunmetal Grey'],
  ['dark blue', 'colour=Blue'],
  ['navy', 'colour=Blue'],
  ['silver', 'colour=Lunar Silver&colour=Silver'],
  ['lunar silver', 'colour=Lunar Silver'],
  ['black or white', 'colour=Black&colour=Crystal White Pearl&colour=White'],
  [
    'not white',
    'colour=Black&colour=Blue&colour=Brown&colour=Green&colour=Grey&colour=Gunmetal Grey&colour=Lunar Silver&colour=Orange&colour=Red&colour=Silver&colour=Yellow',
  ],
  ['red colour', 'colour=Red'],
  ['pink', 'colour=Pink'],
  // Motorcycle licence words (the stock's LAMS badges) and towing (the stock index's towing bands)
  ['lams', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  ['lams approved', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  ['learner legal', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  ['l plates', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  ['restricted licence', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS'],
  [
    'LAMS naked bike under 10k',
    'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS&body=Naked&price=-10000',
  ],
  ['towing 3500kg', 'filtered_features=Towing 3,500 kg+'],
  ['3.5t towing', 'filtered_features=Towing 3,500 kg+'],
  ['can tow 2.5 tonnes', 'filtered_features=Towing 2,500 kg+'],
  ['tow 2 tonnes', 'filtered_features=Towing 2,000 kg+'],
  ['towing capacity 3000kg', 'filtered_features=Towing 3,000 kg+'],
  ['tows 10 tonnes', 'q=tows 10 tonnes'],
  ['ute with towbar', 'body=Ute&filtered_features=Tow Bar'],
  ['bullbar', 'filtered_features=Bull Bar'],
  ['tow bar and bull bar', 'filtered_features=Bull Bar&filtered_features=Tow Bar'],
  // Equipment
  ['carplay', 'filtered_features=Apple CarPlay'],
  ['apple carplay', 'filtered_features=Apple CarPlay'],
  ['android auto', 'filtered_features=Android Auto'],
  ['sunroof', 'filtered_features=Sunroof'],
  ['leather seats', 'filtered_features=Leather Seats'],
  ['heated seats', 'filtered_features=Heated Seats'],
  ['reversing camera', 'filtered_features=Reversing Camera'],
  ['360 camera', 'filtered_features=360 Camera'],
  ['adaptive cruise', 'filtered_features=Adaptive Cruise Control'],
  ['blind spot monitoring', 'filtered_features=Blind Spot Monitoring'],
  ['sat nav', 'filtered_features=Satellite Navigation'],
  // Places: suburbs and postcodes by the lookup; the site's own cities and states as their facets
  ['near Penrith', 'near=Penrith'],
  ['in Penrith', 'near=Penrith'],
  ['near 2750', 'near=2750'],
  ['in 2750', 'near=2750'],
  ['2750', 'near=2750'],
  ['ute near 2150', 'body=Ute&near=2150'],
  ['within 50km of Parramatta', 'near=Parramatta&distance=50'],
  // Distances go by 10, 25, 50, 100 and 250 km: the one covering what was asked.
  ['within 20 kms of penrith', 'near=Penrith&distance=25'],
  ['within 400 km of Toowoomba', 'near=Toowoomba'],
  ['castle hill nsw', 'near=Castle Hill NSW'],
  ['near castle hill', 'near=Castle Hill'],
  ['near 2026', 'near=2026'],
  ['near Bondi', 'near=Bondi'],
  ['richmond vic', 'near=Richmond VIC'],
  ['in Moorooka', 'city=Moorooka'],
  // A city the lookup does not know stays the site's own city, even after 'near'.
  ['near Moorooka', 'city=Moorooka'],
  // An order typed with a place stays ('Nearest first' is only the default there).
  ['cheapest near 2150', 'near=2150&sort=price-asc'],
  ['moorooka', 'city=Moorooka'],
  ['Gepps Cross', 'city=Gepps Cross'],
  ['qld', 'state=QLD'],
  ['in WA', 'state=WA'],
  ['queensland', 'state=QLD'],
  ['new south wales', 'state=NSW'],
  ['near me', 'q=near me'],
  ['near Nowhereville', 'q=near Nowhereville'],
  // Makes, models and badges of the stock
  ['toyota', 'make=Toyota'],
  ['hilux', 'make=Toyota&model=HiLux'],
  ['toyota hilux', 'make=Toyota&model=HiLux'],
  ['hilux sr5', 'make=Toyota&model=HiLux&badge=SR5 4x4'],
  ['hilux rogue', 'make=Toyota&model=HiLux&badge=Rogue 4x4'],
  ['ford ranger wildtrak', 'make=Ford&model=Ranger&badge=Wildtrak 4x4&badge=Wildtrak PHEV 4x4'],
  ['ranger raptor', 'make=Ford&model=Ranger&badge=Raptor 4x4'],
  ['landcruiser', 'make=Toyota&model=LandCruiser 300&model=LandCruiser 70&model=LandCruiser Troop Carrier'],
  ['land cruiser', 'make=Toyota&model=LandCruiser 300&model=LandCruiser 70&model=LandCruiser Troop Carrier'],
  ['landcruiser 300', 'make=Toyota&model=LandCruiser 300'],
  ['landcruiser 70', 'make=Toyota&model=LandCruiser 70'],
  ['mazda cx5', 'make=Mazda&model=CX-5'],
  ['cx-5', 'make=Mazda&model=CX-5'],
  ['cx 5', 'make=Mazda&model=CX-5'],
  ['cx5 maxx sport', 'make=Mazda&model=CX-5&badge=Maxx Sport'],
  ['i30', 'make=Hyundai&model=i30'],
  ['i30 sedan', 'make=Hyundai&model=i30 Sedan'],
  ['kia carnival', 'make=Kia&model=Carnival'],
  ['mustang', 'make=Ford&model=Mustang'],
  ['mustang mach-e', 'make=Ford&model=Mustang Mach-E'],
  ['golf gti', 'make=Volkswagen&model=Golf&badge=GTI'],
  ['golf r', 'make=Volkswagen&model=Golf&badge=R'],
  ['amarok v6', 'make=Volkswagen&model=Amarok&badge=Aventura V6 4x4'],
  ['d-max', 'make=Isuzu&model=D-Max'],
  ['dmax', 'make=Isuzu&model=D-Max'],
  ['mu-x', 'make=Isuzu&model=MU-X'],
  ['bt50', 'make=Mazda&model=BT-50'],
  ['mt-07', 'make=Yamaha&model=MT-07'],
  ['mt07 lams', 'badge=MT-07 LAMS'],
  ['ninja 400', 'make=Kawasaki&model=Ninja 400'],
  ['r 1300 gs', 'make=BMW&model=R 1300 GS'],
  ['t-roc', 'make=Volkswagen&model=T-Roc'],
  ['id.4', 'make=Volkswagen&model=ID.4'],
  ['hino 500', 'make=Hino&model=500 Series'],
  ['n series', 'make=Isuzu&model=N Series'],
  ['fat boy', 'make=Harley-Davidson&model=Fat Boy'],
  ['harley', 'make=Harley-Davidson'],
  ['harley davidson', 'make=Harley-Davidson'],
  ['beemer', 'make=BMW'],
  ['merc', 'make=Mercedes-Benz'],
  ['vw golf', 'make=Volkswagen&model=Golf'],
  ['land rover defender', 'make=Land Rover&model=Defender'],
  ['range rover sport', 'make=Land Rover&model=Range Rover Sport'],
  ['jayco journey', 'make=Jayco&model=Journey'],
  ['kedron topender', 'make=Kedron&model=TopEnder'],
  // Misspelt makes and models, within the engine's typo tolerance
  ['hilix', 'make=Toyota&model=HiLux'],
  ['toyta hilux', 'make=Toyota&model=HiLux'],
  ['landcrusier', 'make=Toyota&model=LandCruiser 300&model=LandCruiser 70&model=LandCruiser Troop Carrier'],
  ['corola', 'make=Toyota&model=Corolla'],
  ['corrola cross', 'make=Toyota&model=Corolla Cross'],
  ['hundai tucson', 'make=Hyundai&model=Tucson'],
  ['mitsubishi tritun', 'make=Mitsubishi&model=Triton'],
  ['volkswagon', 'make=Volkswagen'],
  ['volkswagon amarock', 'make=Volkswagen&model=Amarok'],
  ['mazada cx5', 'make=Mazda&model=CX-5'],
  ['kawasaki ninga', 'make=Kawasaki&model=Ninja 400&model=Ninja 500'],
  ['subaru forrester', 'make=Subaru&model=Forester'],
  ['isuzu dmaxx', 'make=Isuzu&model=D-Max'],
  ['nissan navarra', 'make=Nissan&model=Navara'],
  // The dealer group's synonyms (Studio)
  ['troop carrier', 'make=Toyota&model=LandCruiser Troop Carrier'],
  ['troopie', 'make=Toyota&model=LandCruiser Troop Carrier'],
  ['lc70', 'make=Toyota&model=LandCruiser 70'],
  ['70 series', 'make=Toyota&model=LandCruiser 70'],
  ['rav', 'make=Toyota&model=RAV4'],
  ['tradie van', 'body=Van&fuel=Diesel'],
  ['workhorse', 'body=Ute&fuel=Diesel&transmission=Manual'],
  ['pajero', 'make=Mitsubishi&model=Pajero Sport'],
  // Words that ask for an order
  ['cheapest ute', 'body=Ute&sort=price-asc'],
  ['cheap', 'sort=price-asc'],
  ['lowest kms', 'sort=km-asc'],
  ['newest', 'sort=year-desc'],
  ['just arrived', 'sort=listed-desc'],
  ['most expensive', 'sort=price-desc'],
  // Whole phrases as shoppers type them
  ['white 7 seater suv under $45k', 'body=SUV&seats=7&colour=Crystal White Pearl&colour=White&price=-45000'],
  [
    'diesel dual cab 4x4 auto under 50k',
    'body=Ute&fuel=Diesel&transmission=Automatic&drive=4x4&price=-50000',
  ],
  ['2019 hilux sr5 under 100,000 km', 'make=Toyota&model=HiLux&badge=SR5 4x4&km=-100000&year=2019-2019'],
  ['looking for a red ute please', 'body=Ute&colour=Red'],
  ['I want a cheap car for my daughter', 'q=daughter&item_type=car&sort=price-asc'],
  ['family car with third row', 'q=family&filtered_features=Third Row Seating&item_type=car'],
  ['toyota or mazda suv', 'make=Mazda&make=Toyota&body=SUV'],
  ['automatic hatch under 15k low kms', 'body=Hatch&transmission=Automatic&price=-15000&km=-30000'],
  ['ex demo corolla cross hybrid', 'make=Toyota&model=Corolla Cross&car_type=demo&fuel=Hybrid'],
  ['used ford ranger xlt 2020 or newer', 'make=Ford&model=Ranger&badge=XLT 4x4&car_type=used&year=2020-'],
  ['hilux or ranger under 45k', 'make=Ford&make=Toyota&model=HiLux&model=Ranger&price=-45000'],
  ['manual 4x4 ute with bullbar', 'body=Ute&transmission=Manual&drive=4x4&filtered_features=Bull Bar'],
  ['electric suv under 70k', 'body=SUV&fuel=Electric&price=-70000'],
  ['pop top caravan under 60k', 'body=Pop Top&price=-60000'],
  ['off-road caravan tows 3.5 tonnes', 'body=Caravan&filtered_features=Towing 3,500 kg+'],
  ['lams naked bike', 'badge=MT-07 LAMS&badge=Ninja 400 LAMS&badge=Z650 LAMS&body=Naked'],
  ['black harley under 25k', 'make=Harley-Davidson&colour=Black&price=-25000'],
  ['new tiguan 7 seats', 'make=Volkswagen&model=Tiguan&car_type=new&seats=7'],
  ['white van diesel', 'body=Van&fuel=Diesel&colour=Crystal White Pearl&colour=White'],
  ['prime mover 2018 onwards', 'body=Prime Mover&year=2018-'],
  ['blue golf gti manual', 'make=Volkswagen&model=Golf&badge=GTI&transmission=Manual&colour=Blue'],
  ['corolla hybrid under $200 a week', 'make=Toyota&model=Corolla&fuel=Hybrid&price=-40000'],
  ['landcruiser 70 troopy', 'make=Toyota&model=LandCruiser 70&model=LandCruiser Troop Carrier'],
  ['people mover 8 seats petrol', 'body=People Mover&fuel=Petrol&seats=8'],
  ['something reliable', 'q=something reliable'],
  ['ute with canopy', 'q=canopy&body=Ute'],
  ['mazda3 sp25', 'q=sp25&make=Mazda&model=Mazda3'],
]

describe('plain words as refinements (a dealer group with cars, bikes, trucks and caravans)', () => {
  it('has at least 200 phrases, none twice', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(200)
    expect(new Set(phrases.map(([phrase]) => phrase)).size).toBe(phrases.length)
  })

  it.each(phrases)('%s', (phrase, refinements) => {
    expect(understoodAs(phrase)).toBe(refinements)
  })

  it.each(phrases)('drops none of the words of %s', (phrase) => {
    const parsed = parseSearchWords(phrase, groupContext)
    const words = (text: string) =>
      tokenise(text)
        .map((token) => token.compact)
        .filter(Boolean)
    const accounted = [
      ...parsed.understood.map((item) => item.words),
      ...parsed.unmatched.map((item) => item.words),
      ...parsed.fillers,
    ].flatMap(words)
    expect(accounted.sort()).toEqual(words(phrase).sort())
  })
})

const carDealerPhrases: [phrase: string, refinements: string][] = [
  // On a site of one kind, its kind's word says nothing more.
  ['cheap car', 'sort=price-asc'],
  ['red car', 'colour=Red'],
  ['car', 'q=car'],
  // Another kind's word is not this site's stock: it stays text.
  ['motorbike', 'q=motorbike'],
  ['white', 'colour=White'],
  ['hilux', 'make=Toyota&model=HiLux'],
  // A model the site does not stock is not guessed at.
  ['ranger', 'q=ranger'],
  ['ford ranger', 'q=ford ranger'],
  // A body the site has none of is still that body: the search says there are none.
  ['people mover', 'body=People Mover'],
  ['in camperdown', 'city=Camperdown'],
  ['qld', 'q=qld'],
  ['nsw ute', 'body=Ute&state=NSW'],
  ['volkswagon tiguan under 40k', 'make=Volkswagen&model=Tiguan&price=-40000'],
]

describe("plain words on a single car dealer's site", () => {
  it.each(carDealerPhrases)('%s', (phrase, refinements) => {
    expect(understoodAs(phrase, carDealerContext)).toBe(refinements)
  })
})

/** The group's stock with a showroom in Penrith, whose name is a city of the site and a suburb. */
const penrithShowroom: SearchWordsContext = {
  ...groupContext,
  stock: { ...groupContext.stock, cities: [...groupContext.stock.cities, 'Penrith'] },
}

const showroomPhrases: [phrase: string, refinements: string][] = [
  // Words that can only mean around a place: the near-me search.
  ['near Penrith', 'near=Penrith'],
  ['close to penrith', 'near=Penrith'],
  ['within 10 km of Penrith', 'near=Penrith&distance=10'],
  ['red diesel ute under 40k near Penrith', 'body=Ute&fuel=Diesel&colour=Red&price=-40000&near=Penrith'],
  // The name alone, or in / at: the site's own city, as the Location filter ticks it.
  ['Penrith', 'city=Penrith'],
  ['in Penrith', 'city=Penrith'],
  ['ute at penrith', 'body=Ute&city=Penrith'],
  // A postcode is always a place.
  ['near 2750', 'near=2750'],
]

describe('a place that is also a city the site has a showroom in', () => {
  it.each(showroomPhrases)('%s', (phrase, refinements) => {
    expect(understoodAs(phrase, penrithShowroom)).toBe(refinements)
  })

  it('is the city wherever there is no place lookup', () => {
    const { lookupPlace: _none, ...withoutLookup } = penrithShowroom
    expect(understoodAs('near Penrith', withoutLookup)).toBe('city=Penrith')
  })
})
