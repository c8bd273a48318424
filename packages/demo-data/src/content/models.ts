import type { PhotoBody, VehicleColour } from '../media/vehicle-media.ts'

/**
 * The demo model ranges: Volkswagen's for the Volkswagen group (every body type, a coming-soon model, a
 * model with more than eight features and a feature description over 600 characters, and one manufacturer
 * description carrying a script, an event handler and a javascript: link that the site must strip), and a
 * small truck range for Outback Trucks, which lists commercial models only (its caravan must not show).
 */

export type DemoModelView = 'side' | 'rear-three-quarter' | 'front' | 'rear' | 'interior'

export interface DemoModelFeature {
  title: string
  description: string
  /** Which illustration of the model shows the feature. */
  view: DemoModelView
}

export interface DemoModel {
  slug: string
  name: string
  manufacturer: string
  status: 'available' | 'coming_soon'
  /** Up to three of SUV, Passenger, Commercial, Camper, in the order of the body fields. */
  bodies: string[]
  shortDescription: string
  descriptionHtml: string
  /** The illustration drawn for the model. */
  photo: { body: PhotoBody; colour: VehicleColour }
  features: DemoModelFeature[]
  /** Dealer or group slugs. */
  websites: string[]
  orderRank: number
}

const VW_GROUP = 'volkswagen-dealer-network'
const OUTBACK = 'outback-trucks'

const feature = (title: string, description: string, view: DemoModelView = 'side'): DemoModelFeature => ({
  title,
  description,
  view,
})

/** Over 600 characters, so the page shows it cut at a word with '...' and Read more. */
const tiguanAssistDescription = [
  'IQ.DRIVE brings together the driver assistance systems of the Tiguan so that long drives and daily commutes are calmer and safer.',
  'Travel Assist keeps the car centred in its lane and at a set distance from the vehicle ahead at speeds up to 210 km/h, steering, braking and accelerating with you while your hands stay on the wheel.',
  'Adaptive Cruise Control with stop and go brings the car to a halt in traffic and moves off again, Lane Assist gently corrects the steering if you drift, and Front Assist with Autonomous Emergency Braking watches for pedestrians and cyclists in town.',
  'Side Assist warns of vehicles in your blind spot, Rear Traffic Alert looks out for cars as you reverse out of a parking space, and Emergency Assist can bring the car to a controlled stop if you stop responding.',
].join(' ')

export const demoModels: DemoModel[] = [
  {
    slug: 't-cross',
    name: 'T-Cross',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['SUV', 'Passenger'],
    shortDescription: 'The compact SUV with a sliding rear bench and room for a city weekend.',
    descriptionHtml:
      '<p>The <strong>T-Cross</strong> is small outside and roomy inside: the rear bench slides 14 cm so you can choose between legroom and boot space.</p><ul><li>1.0L TSI turbo petrol</li><li>7-speed DSG</li><li>Up to 455 L of boot space</li></ul>',
    photo: { body: 'suv', colour: 'Orange' },
    features: [
      feature(
        'Sliding rear bench',
        'Slide the rear seats forward for up to 455 litres of boot space.',
        'interior',
      ),
      feature('Digital Cockpit', 'A 10.25-inch digital instrument display you can configure.', 'interior'),
      feature(
        'Front Assist',
        'Autonomous emergency braking with pedestrian and cyclist monitoring.',
        'front',
      ),
    ],
    websites: [VW_GROUP],
    orderRank: 10,
  },
  {
    slug: 't-roc',
    name: 'T-Roc',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['SUV'],
    shortDescription: 'A small SUV with a coupe roofline and a punchy turbo engine.',
    descriptionHtml:
      '<p>The <strong>T-Roc</strong> pairs a raised driving position with a sporty coupe roofline.</p><p>Choose the efficient 1.4L TSI or the 221 kW T-Roc R with 4MOTION all-wheel drive.</p>',
    photo: { body: 'suv', colour: 'Red' },
    features: [
      feature('Two-tone roof', 'A contrasting black roof on every T-Roc.', 'side'),
      feature('LED headlights', 'LED headlights and daytime running lights as standard.', 'front'),
      feature('Wireless App-Connect', 'Apple CarPlay and Android Auto without a cable.', 'interior'),
    ],
    websites: [VW_GROUP],
    orderRank: 20,
  },
  {
    slug: 'tiguan',
    name: 'Tiguan',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['SUV'],
    shortDescription: "Australia's favourite Volkswagen SUV: five seats, a big boot and IQ.DRIVE assistance.",
    descriptionHtml:
      '<h2>Ready for every day</h2><p>The new <strong>Tiguan</strong> has a 652 L boot, a 15-inch touchscreen and the choice of petrol or diesel, with 4MOTION all-wheel drive on most grades.</p><h3>Grades</h3><ol><li>Life</li><li>Elegance</li><li>R-Line</li></ol><p>See the <a href="https://www.volkswagen.com.au/en/models/tiguan.html">full specifications</a> or <a href="/search?make=Volkswagen&amp;model=Tiguan">our Tiguan stock</a>.</p>',
    photo: { body: 'suv', colour: 'Blue' },
    features: [
      feature('IQ.DRIVE driver assistance', tiguanAssistDescription, 'front'),
      feature(
        '15-inch touchscreen',
        'The largest screen Volkswagen has fitted in the Tiguan, with a new menu layout.',
        'interior',
      ),
      feature(
        'IQ.LIGHT HD matrix headlights',
        '38,000 LEDs per headlight light the road without dazzling others.',
        'front',
      ),
      feature('652-litre boot', 'Fold the 40:20:40 rear seats for up to 1,650 litres.', 'rear-three-quarter'),
      feature(
        '4MOTION all-wheel drive',
        'Permanent all-wheel drive that shifts torque to the wheels with grip.',
        'side',
      ),
      feature('Ergo-active seats', 'Front seats with pneumatic massage and ventilation.', 'interior'),
      feature('Harman Kardon audio', 'A 700-watt sound system with 16 speakers.', 'interior'),
      feature(
        'Park Assist Plus',
        'The car steers, brakes and accelerates into a parking space for you.',
        'rear',
      ),
      feature('Head-up display', 'Speed and directions projected onto the windscreen.', 'interior'),
      feature('Electric tailgate', 'Opens with a sweep of your foot under the rear bumper.', 'rear'),
    ],
    websites: [VW_GROUP],
    orderRank: 30,
  },
  {
    slug: 'tayron',
    name: 'Tayron',
    manufacturer: 'Volkswagen',
    status: 'coming_soon',
    bodies: ['SUV'],
    shortDescription: 'The seven-seat SUV arriving in 2027. Register your interest for first deliveries.',
    descriptionHtml:
      "<p>The <strong>Tayron</strong> is Volkswagen's new seven-seat SUV, with a third row that folds flat and a choice of petrol or diesel.</p>",
    photo: { body: 'suv', colour: 'Grey' },
    features: [
      feature(
        'Seven seats',
        'A third row for two more passengers that folds flat when you need the space.',
        'interior',
      ),
      feature('Up to 2,090 litres', 'With the second and third rows folded.', 'rear-three-quarter'),
    ],
    websites: [VW_GROUP],
    orderRank: 40,
  },
  {
    slug: 'touareg',
    name: 'Touareg',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['SUV'],
    shortDescription: 'The flagship SUV: V6 diesel, air suspension and a 3,500 kg towing capacity.',
    descriptionHtml:
      '<p>The <strong>Touareg</strong> combines luxury with the ability to tow 3,500 kg.</p><p>Air suspension raises the body for rough tracks and lowers it for loading.</p>',
    photo: { body: 'suv', colour: 'Black' },
    features: [
      feature('3.0L V6 TDI', '210 kW and 600 Nm with an 8-speed automatic.', 'side'),
      feature('Air suspension', 'Adjusts ride height by up to 140 mm.', 'side'),
      feature('Innovision Cockpit', 'A 15-inch touchscreen joined to a 12-inch digital cluster.', 'interior'),
      feature(
        'Night Vision',
        'A thermal camera that spots people and animals beyond the headlights.',
        'front',
      ),
    ],
    websites: [VW_GROUP],
    orderRank: 50,
  },
  {
    slug: 'polo',
    name: 'Polo',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['Passenger'],
    shortDescription: 'The light car with big-car safety, and the 147 kW Polo GTI.',
    descriptionHtml:
      '<p>The <strong>Polo</strong> gives you a grown-up drive in a size that parks anywhere.</p><p>Call <a href="tel:0295550100">02 9555 0100</a> to book a drive.</p>',
    photo: { body: 'hatch', colour: 'Yellow' },
    features: [
      feature('Polo GTI', 'A 2.0L TSI with 147 kW and a 7-speed DSG.', 'side'),
      feature('IQ.LIGHT LED matrix headlights', 'Standard on Style and GTI.', 'front'),
    ],
    websites: [VW_GROUP],
    orderRank: 60,
  },
  {
    slug: 'golf',
    name: 'Golf',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['Passenger'],
    shortDescription: 'The hatch that set the standard, in Life, R-Line, GTI and R.',
    // From the manufacturer feed as delivered, unsafe parts included: the site must strip them.
    descriptionHtml: [
      '<p class="lead" style="color:red" onclick="alert(\'clicked\')">The <strong>Golf</strong> is the benchmark small car, now with a 12.9-inch touchscreen.</p>',
      '<script>document.title = "hacked"; window.golfFeedScriptRan = true</script>',
      '<p>Read the <a href="javascript:alert(\'xss\')" onmouseover="alert(1)">brochure</a>, ',
      '<a href="mailto:sales@harboursidevolkswagen.com.au">email our sales team</a> or ',
      '<a href="/special-offers">see current offers</a>.</p>',
      '<img src="https://tracker.example/pixel.gif" onerror="alert(2)" alt="">',
      '<iframe src="https://ads.example/golf"></iframe>',
      '<ul><li><em>Golf GTI</em>: 195 kW</li><li><em>Golf R</em>: 245 kW with 4MOTION</li></ul>',
    ].join(''),
    photo: { body: 'hatch', colour: 'White' },
    features: [
      feature('Golf GTI', 'A 195 kW 2.0L TSI, adaptive chassis control and tartan seats.', 'side'),
      feature('Golf R', '245 kW, 4MOTION with R-Performance torque vectoring.', 'rear-three-quarter'),
      feature('Innovision Cockpit', 'A 12.9-inch touchscreen and illuminated sliders.', 'interior'),
    ],
    websites: [VW_GROUP],
    orderRank: 70,
  },
  {
    slug: 'amarok',
    name: 'Amarok',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['Commercial'],
    shortDescription: 'The dual-cab ute with a V6 diesel, 3,500 kg towing and a one-tonne payload.',
    descriptionHtml:
      '<p>The <strong>Amarok</strong> works hard all week and takes you away at the weekend.</p><ul><li>3.0L V6 TDI, 184 kW</li><li>10-speed automatic</li><li>Permanent 4MOTION on Aventura</li></ul>',
    photo: { body: 'ute', colour: 'Silver' },
    features: [
      feature('V6 turbo diesel', '184 kW and 600 Nm.', 'side'),
      feature(
        'One-tonne payload',
        'A tub that takes a full-size Australian pallet between the arches.',
        'rear',
      ),
      feature('Off-road drive modes', 'Mud, sand and snow modes with hill descent control.', 'front'),
    ],
    websites: [VW_GROUP],
    orderRank: 80,
  },
  {
    slug: 'transporter',
    name: 'Transporter',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['Commercial'],
    shortDescription:
      'The van that carries trades, couriers and fleets, in two lengths and two roof heights.',
    descriptionHtml:
      '<p>The <strong>Transporter</strong> van carries up to 1,200 kg, with sliding doors on both sides.</p>',
    photo: { body: 'van', colour: 'White' },
    features: [
      feature('Two lengths', 'Short and long wheelbase, up to 9.3 m³ of cargo space.', 'side'),
      feature('Barn doors or tailgate', 'Choose the rear opening that suits how you load.', 'rear'),
    ],
    websites: [VW_GROUP],
    orderRank: 90,
  },
  {
    slug: 'multivan',
    name: 'Multivan',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['Passenger', 'Commercial'],
    shortDescription:
      'Seven seats that slide, swivel and lift out: a people mover for families and businesses.',
    descriptionHtml:
      '<p>The <strong>Multivan</strong> seats seven on individual seats that slide on rails, swivel or come out.</p>',
    photo: { body: 'van', colour: 'Green' },
    features: [
      feature('Flexible seating', 'Individual rear seats on a full-length rail system.', 'interior'),
      feature('eHybrid', 'A plug-in hybrid with around 50 km of electric range.', 'side'),
    ],
    websites: [VW_GROUP],
    orderRank: 100,
  },
  {
    slug: 'california',
    name: 'California',
    manufacturer: 'Volkswagen',
    status: 'available',
    bodies: ['Camper'],
    shortDescription: 'The campervan with a pop-up roof, a kitchen and beds for four.',
    descriptionHtml:
      '<p>The <strong>California</strong> is a campervan you can park in town: a pop-up roof bed, a galley kitchen and a table that stows in the sliding door.</p>',
    photo: { body: 'van', colour: 'Blue' },
    features: [
      feature('Pop-up roof', 'An electro-hydraulic roof with a sprung bed for two.', 'side'),
      feature('Galley kitchen', 'Two gas burners, a sink and a 25 L fridge.', 'interior'),
    ],
    websites: [VW_GROUP],
    orderRank: 110,
  },
  {
    slug: 'isuzu-n-series',
    name: 'N Series',
    manufacturer: 'Isuzu',
    status: 'available',
    bodies: ['Commercial'],
    shortDescription: 'Light trucks from 4.5 to 11 tonnes GVM, drivable on a car licence from 4.5 t.',
    descriptionHtml:
      "<p>The Isuzu <strong>N Series</strong> is Australia's best-selling light truck range.</p><ul><li>Cab chassis, tippers and pantechs</li><li>Automated manual or full automatic</li></ul>",
    photo: { body: 'cab-chassis', colour: 'White' },
    features: [
      feature('Car licence models', 'The NLR 45-150 can be driven on a car licence.', 'side'),
      feature('Ready-to-work bodies', 'Tipper, tray and pantech bodies fitted in the factory.', 'rear'),
    ],
    websites: [OUTBACK],
    orderRank: 10,
  },
  {
    slug: 'hino-300-series',
    name: '300 Series',
    manufacturer: 'Hino',
    status: 'available',
    bodies: ['Commercial'],
    shortDescription: 'Light-duty trucks with a hybrid option for city delivery work.',
    descriptionHtml:
      '<p>The Hino <strong>300 Series</strong> has a standard and wide cab, and a diesel-electric hybrid.</p>',
    photo: { body: 'pantech', colour: 'Blue' },
    features: [feature('Hybrid drivetrain', 'Up to 20% lower fuel use in stop-start delivery work.', 'side')],
    websites: [OUTBACK],
    orderRank: 20,
  },
  {
    slug: 'volvo-fh',
    name: 'FH',
    manufacturer: 'Volvo',
    status: 'coming_soon',
    bodies: ['Commercial'],
    shortDescription: 'The long-haul prime mover, arriving with the new I-Save driveline.',
    descriptionHtml: '<p>The Volvo <strong>FH</strong> prime mover for B-double and road-train work.</p>',
    photo: { body: 'prime-mover', colour: 'Red' },
    features: [feature('I-Save', 'A driveline tuned for fuel economy on long hauls.', 'side')],
    websites: [OUTBACK],
    orderRank: 30,
  },
  {
    // Sold by Outback Trucks, but the site lists commercial models only: it must not appear there.
    slug: 'jayco-journey',
    name: 'Journey',
    manufacturer: 'Jayco',
    status: 'available',
    bodies: ['Camper'],
    shortDescription: 'A family caravan built for corrugated roads.',
    descriptionHtml:
      '<p>The Jayco <strong>Journey</strong> is an outback caravan with bunks for the kids.</p>',
    photo: { body: 'caravan', colour: 'White' },
    features: [
      feature('Outback chassis', 'A raised, reinforced chassis with independent suspension.', 'side'),
    ],
    websites: [OUTBACK],
    orderRank: 40,
  },
]
