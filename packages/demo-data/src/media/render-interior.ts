import type { InteriorKind } from './body-shape.ts'

/** A point of interest in an interior picture, in percent of its width and height. */
export interface InteriorSpot {
  x: number
  y: number
  title: string
  description: string
}

const sky =
  '<linearGradient id="k" x2="0" y2="1"><stop stop-color="#bcd7ee"/><stop offset="1" stop-color="#eef2ef"/></linearGradient>'

function cabin(paint: string, truck: boolean): string {
  const screenBottom = truck ? 330 : 300
  const wheelY = truck ? 520 : 500
  const wheelRadius = truck ? 170 : 150
  return [
    sky,
    '<rect width="800" height="600" fill="#2b2e33"/>',
    `<path fill="url(#k)" d="M70 30H730L790 ${screenBottom}H10z"/>`,
    `<path fill="#a7b59d" d="M10 ${screenBottom - 60}Q200 ${screenBottom - 90} 400 ${screenBottom - 70}T790 ${screenBottom - 62}V${screenBottom}H10z"/>`,
    `<path fill="#8d948f" d="M300 ${screenBottom}L385 ${screenBottom - 64}H415L500 ${screenBottom}z"/>`,
    truck
      ? ''
      : `<path fill="${paint}" d="M60 300Q400 235 740 300z"/><path fill="#fff" opacity=".2" d="M200 285Q400 250 600 285Q400 264 200 285z"/>`,
    '<path fill="#1d1f23" d="M0 0H120L30 340H0zM800 0H680L770 340H800z"/>',
    '<path fill="#3a3e44" d="M0 0H800V34H0z"/>',
    `<path fill="#24272b" d="M0 ${screenBottom}Q400 ${screenBottom - 50} 800 ${screenBottom}V600H0z"/>`,
    `<path fill="${paint}" d="M60 398Q400 362 740 398V412Q400 376 60 412z"/>`,
    '<path fill="#17191c" d="M430 310Q540 290 650 310L640 380H440z"/>',
    '<rect x="455" y="322" width="170" height="50" rx="8" fill="#0d1620"/>',
    '<g fill="none" stroke="#4fb3ff" stroke-width="4"><circle cx="500" cy="347" r="18"/><circle cx="580" cy="347" r="18"/></g>',
    '<rect x="240" y="310" width="170" height="104" rx="10" fill="#0e1720" stroke="#3c4147" stroke-width="3"/>',
    '<rect x="250" y="320" width="100" height="84" rx="4" fill="#1f3b4d"/>',
    '<path d="M256 396L292 352L344 342" fill="none" stroke="#f2c94c" stroke-width="4"/>',
    '<rect x="358" y="320" width="42" height="24" rx="4" fill="#2b6cb0"/><rect x="358" y="350" width="42" height="24" rx="4" fill="#2f855a"/><rect x="358" y="380" width="42" height="24" rx="4" fill="#4a5568"/>',
    '<rect x="60" y="340" width="110" height="34" rx="8" fill="#141518"/><rect x="690" y="340" width="80" height="34" rx="8" fill="#141518"/>',
    '<path fill="#1e2024" d="M240 600L280 430H380L420 600z"/><rect x="312" y="480" width="36" height="60" rx="14" fill="#3a3e44"/>',
    `<circle cx="540" cy="${wheelY}" r="${wheelRadius}" fill="none" stroke="#121315" stroke-width="30"/>`,
    `<path d="M${540 - wheelRadius} ${wheelY + 20}L490 ${wheelY}M${540 + wheelRadius} ${wheelY + 20}L590 ${wheelY}M540 ${wheelY + 45}V640" stroke="#121315" stroke-width="34"/>`,
    `<circle cx="540" cy="${wheelY}" r="50" fill="#1b1c1f"/><circle cx="540" cy="${wheelY}" r="12" fill="#9aa0a7"/>`,
  ].join('')
}

function cockpit(paint: string): string {
  return [
    sky,
    '<rect width="800" height="340" fill="url(#k)"/>',
    '<rect y="330" width="800" height="270" fill="#a9b59f"/>',
    '<path fill="#6f7479" d="M180 600L385 330H415L620 600z"/>',
    '<path d="M400 340V600" stroke="#f4f4ee" stroke-width="6" stroke-dasharray="30 30"/>',
    `<path fill="${paint}" d="M250 600Q260 470 400 455Q540 470 550 600z"/>`,
    '<path fill="#fff" opacity=".2" d="M330 590Q330 500 400 485Q350 520 360 590z"/>',
    '<rect x="290" y="400" width="220" height="44" rx="16" fill="#2a2c30"/>',
    '<rect x="325" y="290" width="150" height="96" rx="12" fill="#0d1620" stroke="#3a3d42" stroke-width="6"/>',
    '<path d="M350 360A50 50 0 0 1 450 360" fill="none" stroke="#4fb3ff" stroke-width="8"/>',
    '<rect x="345" y="368" width="110" height="8" rx="4" fill="#2f855a"/>',
    '<path d="M70 440Q220 404 330 418M730 440Q580 404 470 418" fill="none" stroke="#1d1e21" stroke-width="22" stroke-linecap="round"/>',
    '<path d="M40 448L115 432M760 448L685 432" stroke="#111214" stroke-width="34" stroke-linecap="round"/>',
    '<path d="M200 420L160 320M600 420L640 320" stroke="#1d1e21" stroke-width="8"/>',
    '<ellipse cx="150" cy="300" rx="58" ry="34" fill="#2a2c30"/><ellipse cx="150" cy="300" rx="46" ry="24" fill="#8fb3cf"/>',
    '<ellipse cx="650" cy="300" rx="58" ry="34" fill="#2a2c30"/><ellipse cx="650" cy="300" rx="46" ry="24" fill="#8fb3cf"/>',
  ].join('')
}

function caravanInterior(paint: string): string {
  return [
    sky,
    '<rect width="800" height="600" fill="#efe9df"/>',
    '<path fill="#f8f5ef" d="M0 0H800L640 120H160z"/>',
    '<path fill="#b58d63" d="M0 600L160 420H640L800 600z"/>',
    '<rect x="160" y="120" width="480" height="300" fill="#e7e0d4"/>',
    '<rect x="290" y="160" width="220" height="100" rx="12" fill="#d8d2c6"/><rect x="302" y="172" width="196" height="76" rx="8" fill="url(#k)"/>',
    '<rect x="190" y="300" width="420" height="120" rx="12" fill="#fbfaf7"/>',
    `<rect x="190" y="352" width="420" height="48" fill="${paint}"/>`,
    '<rect x="215" y="280" width="150" height="40" rx="14" fill="#fff" stroke="#ddd6ca" stroke-width="3"/><rect x="435" y="280" width="150" height="40" rx="14" fill="#fff" stroke="#ddd6ca" stroke-width="3"/>',
    '<path fill="#fdfcf9" d="M0 40L160 120V180L0 140zM800 40L640 120V180L800 140z"/>',
    '<path fill="#d9d3c9" d="M0 400L160 340V370L0 440z"/><path fill="#fbfbf9" d="M0 440L160 370V430L0 560z"/>',
    '<path d="M40 470L120 430M40 520L120 470" stroke="#b9b2a6" stroke-width="4"/>',
    `<path fill="${paint}" d="M800 430L640 375V425L800 500z"/><path fill="${paint}" opacity=".85" d="M800 300L640 300V375L800 430z"/>`,
    '<path fill="#c9b79c" d="M770 445L625 395L560 415L700 472z"/>',
    '<circle cx="300" cy="70" r="10" fill="#fffbe6"/><circle cx="500" cy="70" r="10" fill="#fffbe6"/>',
  ].join('')
}

export function renderInterior(kind: InteriorKind, paint: string): string {
  if (kind === 'motorcycle') return cockpit(paint)
  if (kind === 'caravan') return caravanInterior(paint)
  return cabin(paint, kind === 'truck')
}

export const interiorSpots: Readonly<Record<InteriorKind, readonly InteriorSpot[]>> = {
  car: [
    {
      x: 40.6,
      y: 60.7,
      title: 'Touchscreen',
      description: 'Smartphone mirroring with wireless Apple CarPlay and Android Auto.',
    },
    {
      x: 67.5,
      y: 57.8,
      title: 'Digital driver display',
      description: 'Configurable instrument cluster with trip computer.',
    },
    {
      x: 67.5,
      y: 83.3,
      title: 'Multi-function steering wheel',
      description: 'Audio, phone and cruise control at your fingertips.',
    },
  ],
  truck: [
    {
      x: 40.6,
      y: 60.7,
      title: 'Multimedia unit',
      description: 'Touchscreen with satellite navigation and reversing camera.',
    },
    {
      x: 67.5,
      y: 86.7,
      title: 'Adjustable steering column',
      description: 'Tilt and telescopic adjustment for long days behind the wheel.',
    },
  ],
  motorcycle: [
    {
      x: 50,
      y: 56.3,
      title: 'TFT display',
      description: 'Full-colour display with riding modes and Bluetooth connectivity.',
    },
    { x: 9.4, y: 73.3, title: 'Heated grips', description: 'Three-stage heated grips for cold mornings.' },
  ],
  caravan: [
    { x: 50, y: 58.3, title: 'Queen bed', description: 'Innerspring mattress with storage underneath.' },
    { x: 10, y: 76.7, title: 'Kitchen', description: 'Four-burner cooktop, microwave and 184 L fridge.' },
    { x: 90, y: 75, title: 'Café dinette', description: 'Seats four and converts to a second bed.' },
  ],
}
