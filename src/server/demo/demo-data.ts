/**
 * The demo salon a fresh clone shows: plain data, no I/O. `seed-demo.ts` writes it into the database and
 * `scripts/generate-demo-images.ts` draws the pictures its image URLs point at (under public/images).
 * Phone numbers are from Ofcom's ranges reserved for drama (0161 496 0xxx, 07700 900xxx) and e-mail
 * addresses sit under example.co.uk, so the demo can never ring or mail a real person.
 */

/** One weekly opening or working-hours entry; dayOfWeek 0 = Sunday (spec §3). */
export interface DemoWeeklyHours {
  dayOfWeek: number;
  start: string;
  end: string;
}

export type DemoBeauticianSlug = 'amelia-hart' | 'priya-shah' | 'chloe-davies' | 'grace-okafor';

export interface DemoBeautician {
  slug: DemoBeauticianSlug;
  name: string;
  email: string;
  phone: string;
  bio: string;
  specialties: string[];
  color: string;
  imageUrl: string;
  hours: DemoWeeklyHours[];
}

export interface DemoVariant {
  name: string;
  durationMin: number;
  pricePence: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  /** the processing part (docs/decisions/0032): from this many minutes in, for this long; 0 and 0 for none */
  processingStartMin: number;
  processingMin: number;
}

export interface DemoService {
  slug: string;
  name: string;
  category: string;
  description: string;
  imageUrl: string;
  primaryBeautician: DemoBeauticianSlug;
  additionalBeauticians: DemoBeauticianSlug[];
  variants: DemoVariant[];
}

export const DEMO_TIME_ZONE = 'Europe/London';

export const DEMO_SALON = {
  name: 'Willow & Rose Beauty',
  description:
    'Willow & Rose is an independent beauty salon in the heart of Manchester’s Northern Quarter. ' +
    'Our small team of specialists offers hair, nails, skin, brows and massage in a calm, plant-filled studio. ' +
    'Pop in for a quick brow tidy on your lunch break or settle in for an afternoon of pampering.',
  address: '42 Oldham Street, Northern Quarter, Manchester M1 1JN',
  phone: '0161 496 0427',
  email: 'hello@willowandrose.example.co.uk',
  heroImageUrl: '/images/hero-demo.webp',
  timeZone: DEMO_TIME_ZONE,
};

/** Mon–Fri 09:00–18:00, late Thursday, short Saturday; Sunday has no row, so it is closed. */
export const DEMO_SALON_HOURS: DemoWeeklyHours[] = [
  { dayOfWeek: 1, start: '09:00', end: '18:00' },
  { dayOfWeek: 2, start: '09:00', end: '18:00' },
  { dayOfWeek: 3, start: '09:00', end: '18:00' },
  { dayOfWeek: 4, start: '09:00', end: '20:00' },
  { dayOfWeek: 5, start: '09:00', end: '18:00' },
  { dayOfWeek: 6, start: '09:00', end: '16:00' },
];

const staffEmail = (first: string) => `${first}@willowandrose.example.co.uk`;

export const DEMO_BEAUTICIANS: DemoBeautician[] = [
  {
    slug: 'amelia-hart',
    name: 'Amelia Hart',
    email: staffEmail('amelia'),
    phone: '07700 900101',
    bio: 'Senior stylist with twelve years behind the chair. Amelia loves lived-in colour and precision bobs.',
    specialties: ['Balayage', 'Colour correction', 'Precision cuts'],
    color: '#B4637A',
    imageUrl: '/images/staff/amelia-hart.webp',
    // Full time Tuesday to Saturday, working the late Thursday.
    hours: [
      { dayOfWeek: 2, start: '09:00', end: '17:30' },
      { dayOfWeek: 3, start: '09:00', end: '17:30' },
      { dayOfWeek: 4, start: '11:00', end: '20:00' },
      { dayOfWeek: 5, start: '09:00', end: '17:30' },
      { dayOfWeek: 6, start: '09:00', end: '16:00' },
    ],
  },
  {
    slug: 'priya-shah',
    name: 'Priya Shah',
    email: staffEmail('priya'),
    phone: '07700 900102',
    bio: 'Brow and lash artist known for natural, face-framing shapes. Priya trained in threading in Leicester.',
    specialties: ['Brow lamination', 'Lash extensions', 'Threading'],
    color: '#6B8F71',
    imageUrl: '/images/staff/priya-shah.webp',
    // Split shift: a proper lunch break on Monday, Wednesday and Friday.
    hours: [
      { dayOfWeek: 1, start: '09:00', end: '13:00' },
      { dayOfWeek: 1, start: '14:00', end: '18:00' },
      { dayOfWeek: 3, start: '09:00', end: '13:00' },
      { dayOfWeek: 3, start: '14:00', end: '18:00' },
      { dayOfWeek: 4, start: '12:00', end: '20:00' },
      { dayOfWeek: 5, start: '09:00', end: '13:00' },
      { dayOfWeek: 5, start: '14:00', end: '18:00' },
      { dayOfWeek: 6, start: '09:00', end: '14:00' },
    ],
  },
  {
    slug: 'chloe-davies',
    name: 'Chloe Davies',
    email: staffEmail('chloe'),
    phone: '07700 900103',
    bio: 'Nail technician with a steady hand for fine nail art. Chloe works part time around her two little ones.',
    specialties: ['Gel manicures', 'Nail art', 'Acrylics'],
    color: '#D08C60',
    imageUrl: '/images/staff/chloe-davies.webp',
    // Part time: three days a week, school hours on weekdays.
    hours: [
      { dayOfWeek: 1, start: '09:30', end: '15:00' },
      { dayOfWeek: 3, start: '09:30', end: '15:00' },
      { dayOfWeek: 6, start: '09:00', end: '16:00' },
    ],
  },
  {
    slug: 'grace-okafor',
    name: 'Grace Okafor',
    email: staffEmail('grace'),
    phone: '07700 900104',
    bio: 'Qualified massage therapist and skin specialist. Grace tailors every facial to your skin on the day.',
    specialties: ['Facials', 'Hot stone massage', 'Dermaplaning'],
    color: '#5B7DB1',
    imageUrl: '/images/staff/grace-okafor.webp',
    hours: [
      { dayOfWeek: 1, start: '10:00', end: '18:00' },
      { dayOfWeek: 2, start: '09:00', end: '18:00' },
      { dayOfWeek: 4, start: '09:00', end: '13:00' },
      { dayOfWeek: 4, start: '15:00', end: '20:00' },
      { dayOfWeek: 5, start: '09:00', end: '18:00' },
    ],
  },
];

/** Shorthand for a variant row; prices in pounds here because that is how a price list reads. */
const variant = (
  name: string,
  durationMin: number,
  pounds: number,
  bufferBeforeMin = 0,
  bufferAfterMin = 0,
  processing = { processingStartMin: 0, processingMin: 0 },
): DemoVariant => ({
  name,
  durationMin,
  pricePence: Math.round(pounds * 100),
  bufferBeforeMin,
  bufferAfterMin,
  ...processing,
});

const service = (
  slug: string,
  name: string,
  category: string,
  description: string,
  primaryBeautician: DemoBeauticianSlug,
  additionalBeauticians: DemoBeauticianSlug[],
  variants: DemoVariant[],
): DemoService => ({
  slug,
  name,
  category,
  description,
  imageUrl: `/images/services/${slug}.webp`,
  primaryBeautician,
  additionalBeauticians,
  variants,
});

// Buffers: colour and acrylics need clean-up time after; massage needs fresh linen; skin needs a patch check before.
// A full head colour develops for 45 minutes after 30 of applying: Amelia is free then for a trim or a blow dry.
export const DEMO_SERVICES: DemoService[] = [
  service(
    'cut-and-blow-dry',
    'Cut & Blow Dry',
    'Hair',
    'A consultation, wash, precision cut and a bouncy blow dry to finish.',
    'amelia-hart',
    [],
    [variant('Short hair', 45, 45, 0, 5), variant('Long hair', 60, 55, 0, 5)],
  ),
  service(
    'full-head-colour',
    'Full Head Colour',
    'Hair',
    'Permanent or semi-permanent colour from roots to ends, with a gloss to seal.',
    'amelia-hart',
    [],
    [variant('Root touch-up', 75, 65, 0, 15), variant('Full head', 120, 95, 0, 15, { processingStartMin: 30, processingMin: 45 })],
  ),
  service(
    'balayage',
    'Balayage',
    'Hair',
    'Hand-painted, sun-kissed lightening that grows out softly. Includes toner and blow dry.',
    'amelia-hart',
    [],
    [variant('Half head', 150, 120, 0, 15), variant('Full head', 180, 160, 0, 15)],
  ),
  service(
    'blow-dry-and-style',
    'Blow Dry & Style',
    'Hair',
    'Wash and blow dry, sleek or voluminous, ready for a night out.',
    'amelia-hart',
    [],
    [variant('Short to mid length', 30, 28), variant('Long hair', 45, 35)],
  ),
  service(
    'gel-manicure',
    'Gel Manicure',
    'Nails',
    'Cuticle care, shaping and a chip-resistant gel colour that lasts two weeks.',
    'chloe-davies',
    [],
    [variant('Gel manicure', 45, 32, 0, 10), variant('Removal & reapply', 60, 38, 0, 10)],
  ),
  service(
    'pedicure',
    'Pedicure',
    'Nails',
    'A soak, scrub and tidy for tired feet, finished with polish of your choice.',
    'chloe-davies',
    ['grace-okafor'],
    [variant('Classic', 45, 35, 0, 10), variant('Luxury with mask', 60, 45, 0, 10)],
  ),
  service(
    'acrylic-nails',
    'Acrylic Nails',
    'Nails',
    'Durable acrylic extensions shaped to suit you, with gel polish on top.',
    'chloe-davies',
    [],
    [variant('Full set', 90, 48, 0, 15), variant('Infills', 60, 35, 0, 15)],
  ),
  service(
    'signature-facial',
    'Signature Facial',
    'Skin',
    'Cleanse, exfoliate, massage and mask, tailored to your skin type.',
    'grace-okafor',
    ['priya-shah'],
    [variant('Express', 30, 40, 0, 10), variant('Signature', 60, 70, 0, 10), variant('Deluxe', 90, 95, 0, 10)],
  ),
  service(
    'dermaplaning',
    'Dermaplaning',
    'Skin',
    'Gentle blade exfoliation that lifts dead skin and fine hair for a smooth glow.',
    'grace-okafor',
    [],
    [variant('Dermaplaning', 45, 55, 5, 10)],
  ),
  service(
    'brow-shape-and-tint',
    'Brow Shape & Tint',
    'Brows & Lashes',
    'Wax or thread shaping matched to your face, with an optional tint.',
    'priya-shah',
    ['grace-okafor'],
    [variant('Shape only', 20, 18, 0, 5), variant('Shape & tint', 30, 26, 0, 5)],
  ),
  service(
    'lash-lift-and-tint',
    'Lash Lift & Tint',
    'Brows & Lashes',
    'A semi-permanent curl and tint for your natural lashes, lasting six weeks.',
    'priya-shah',
    [],
    [variant('Lash lift & tint', 60, 50, 0, 10)],
  ),
  service(
    'classic-lash-extensions',
    'Classic Lash Extensions',
    'Brows & Lashes',
    'One extension per natural lash for a soft mascara look.',
    'priya-shah',
    [],
    [variant('Full set', 120, 75, 0, 10), variant('Infill', 60, 40, 0, 10)],
  ),
  service(
    'swedish-massage',
    'Swedish Massage',
    'Massage',
    'Long, flowing strokes that ease tension and leave you deeply relaxed.',
    'grace-okafor',
    [],
    [variant('Back, neck & shoulders', 30, 38, 0, 15), variant('Full body', 60, 65, 0, 15), variant('Full body extended', 90, 90, 0, 15)],
  ),
  service(
    'hot-stone-massage',
    'Hot Stone Massage',
    'Massage',
    'Warm basalt stones melt away knots in a slow, grounding full-body massage.',
    'grace-okafor',
    [],
    [variant('Hot stone', 75, 80, 10, 15)],
  ),
];

export interface DemoClient {
  name: string;
  email: string;
  phone: string;
}

const CLIENT_NAMES = [
  'Olivia Bennett',
  'Hannah Clarke',
  'Jessica Patel',
  'Emily Walsh',
  'Sophie Turner',
  'Lucy Robinson',
  'Megan Hughes',
  'Aisha Rahman',
  'Charlotte Evans',
  'Ella Thompson',
  'Zara Ahmed',
  'Katie Murphy',
  'Rebecca Lewis',
  'Niamh O’Brien',
  'Holly Wright',
  'Freya Mitchell',
  'Amara Nwosu',
  'Isla Campbell',
  'Georgia Price',
  'Ruby Wilson',
  'Laura Jenkins',
  'Poppy Edwards',
];

/** Clients in the drama number range 07700 900200 onwards, one e-mail per person. */
export const DEMO_CLIENTS: DemoClient[] = CLIENT_NAMES.map((name, index) => ({
  name,
  email: `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@example.co.uk`,
  phone: `07700 900${String(200 + index * 7).padStart(3, '0')}`,
}));

/**
 * The demo back-office account. Its password is public (README, start-up line), so it is only created
 * where the demo salon is, and never when ADMIN_EMAIL made a real account first (docs/decisions/0006).
 */
export const DEMO_STAFF = {
  name: 'Salon Manager',
  email: 'manager@willowandrose.example.co.uk',
  password: 'willow-demo-2026',
} as const;
