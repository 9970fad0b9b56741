import type { ProjectRow } from '../entities'

/**
 * The portfolio the site starts with: projects around Patna and the nearby districts. Each image
 * is served by the website itself from `/images/projects/`.
 */
/** The columns projects had when the sample was inserted (before issue 13's migration). */
export type SampleProject = Pick<
  ProjectRow,
  'title' | 'description' | 'imageUrl' | 'projectType' | 'completedDate' | 'featured' | 'location'
>

export const sampleProjects: SampleProject[] = [
  {
    title: 'Sinha Residence, Danapur',
    description:
      'A two-storey, four-bedroom family home on a 1,800 sq ft plot near Danapur Cantonment: RCC frame on isolated footings sized for the soft Gangetic soil, a raised plinth above the 2019 flood line, a shaded south-facing verandah and a rooftop water tank with a solar heater.',
    imageUrl: '/images/projects/danapur-residence.svg',
    projectType: 'residential',
    completedDate: '2024-03-15',
    featured: true,
    location: 'Danapur, Patna',
  },
  {
    title: 'Kankarbagh Duplex Homes',
    description:
      'Six duplex homes for a local developer in Kankarbagh, each with three bedrooms, a modular kitchen and covered parking. Built in 14 months with a shared sewage treatment plant and rainwater harvesting pits.',
    imageUrl: '/images/projects/kankarbagh-duplexes.svg',
    projectType: 'residential',
    completedDate: '2023-08-30',
    featured: false,
    location: 'Kankarbagh, Patna',
  },
  {
    title: 'Riverside Villa, Hajipur',
    description:
      'A 3,200 sq ft villa across the Gandhi Setu with an open courtyard, fly-ash brick walls for cooler rooms in summer, teak joinery and a landscaped garden with a borewell and drip irrigation.',
    imageUrl: '/images/projects/hajipur-villa.svg',
    projectType: 'residential',
    completedDate: '2025-01-20',
    featured: false,
    location: 'Hajipur, Vaishali',
  },
  {
    title: 'Bodh Gaya Guest House Renovation',
    description:
      'A complete renovation of a 1990s family house into a twelve-room guest house for pilgrims: structural strengthening, new plumbing and wiring, en-suite bathrooms and a terrace restaurant.',
    imageUrl: '/images/projects/bodh-gaya-guest-house.svg',
    projectType: 'residential',
    completedDate: '2022-11-05',
    featured: false,
    location: 'Bodh Gaya, Gaya',
  },
  {
    title: 'Boring Road Commercial Complex',
    description:
      'A G+5 commercial building with ground-floor showrooms and four office floors, two lifts, a fire-rated stair core, DG backup and basement parking for 40 cars, delivered on a tight city-centre site.',
    imageUrl: '/images/projects/boring-road-complex.svg',
    projectType: 'commercial',
    completedDate: '2024-06-10',
    featured: true,
    location: 'Boring Road, Patna',
  },
  {
    title: 'Muzaffarpur Cold Storage and Warehouse',
    description:
      'A 25,000 sq ft pre-engineered steel warehouse with an insulated cold store for the litchi season, loading docks, a weighbridge and a 250 kVA substation.',
    imageUrl: '/images/projects/muzaffarpur-warehouse.svg',
    projectType: 'commercial',
    completedDate: '2023-04-22',
    featured: false,
    location: 'Muzaffarpur',
  },
  {
    title: 'Gaya Road Restaurant and Banquet',
    description:
      'A restaurant with a 300-guest banquet hall: column-free hall with steel trusses, a commercial kitchen with exhaust and grease traps, and acoustic ceilings.',
    imageUrl: '/images/projects/gaya-banquet.svg',
    projectType: 'commercial',
    completedDate: '2025-02-28',
    featured: false,
    location: 'Gaya',
  },
  {
    title: 'Bailey Road Retail Showroom',
    description:
      'Interior fit-out and facade of a two-floor retail showroom: glazed shopfront, false ceilings with LED lighting, HVAC ducting and a goods lift.',
    imageUrl: '/images/projects/bailey-road-showroom.svg',
    projectType: 'commercial',
    completedDate: '2022-09-12',
    featured: false,
    location: 'Bailey Road, Patna',
  },
  {
    title: 'Bihta Public School Block',
    description:
      'A three-storey academic block with 18 classrooms, science labs and a library for a CBSE school, designed for natural cross-ventilation, with ramps and an accessible toilet on every floor.',
    imageUrl: '/images/projects/bihta-school.svg',
    projectType: 'institutional',
    completedDate: '2024-01-18',
    featured: true,
    location: 'Bihta, Patna',
  },
  {
    title: 'Nalanda Community Health Centre',
    description:
      'A 30-bed community health centre with an outpatient wing, a maternity ward, a small operating theatre with medical gas lines, and a biomedical waste room, built to the state health department standards.',
    imageUrl: '/images/projects/nalanda-health-centre.svg',
    projectType: 'institutional',
    completedDate: '2023-11-08',
    featured: false,
    location: 'Rajgir, Nalanda',
  },
  {
    title: 'Ara College Hostel',
    description:
      'A 120-bed hostel for a degree college: load-bearing brick with RCC bands for earthquake zone IV, a dining hall, solar water heating and a rainwater harvesting system.',
    imageUrl: '/images/projects/ara-hostel.svg',
    projectType: 'institutional',
    completedDate: '2022-06-30',
    featured: false,
    location: 'Ara, Bhojpur',
  },
  {
    title: 'Patna City Panchayat Bhawan',
    description:
      'A community hall and administrative office for a panchayat near Patna City, with a 200-seat hall, record room, accessible entrance and a covered courtyard for gatherings.',
    imageUrl: '/images/projects/panchayat-bhawan.svg',
    projectType: 'institutional',
    completedDate: '2025-05-14',
    featured: true,
    location: 'Patna City',
  },
]
