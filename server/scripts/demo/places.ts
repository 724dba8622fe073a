/** Australian states and territories (the product's regions, also called divisions). */
export const demoRegions = [
  { code: 'NSW', name: 'New South Wales' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'WA', name: 'Western Australia' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NT', name: 'Northern Territory' },
] as const;

/** Cities by region code, for the address forms. */
export const demoCities: Record<string, string[]> = {
  NSW: ['Sydney', 'Newcastle', 'Wollongong', 'Central Coast', 'Parramatta', 'Penrith', 'Liverpool', 'Campbelltown'],
  VIC: ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo'],
  QLD: ['Brisbane', 'Gold Coast', 'Sunshine Coast', 'Townsville', 'Cairns'],
  WA: ['Perth', 'Fremantle', 'Bunbury'],
  SA: ['Adelaide', 'Mount Gambier'],
  TAS: ['Hobart', 'Launceston'],
  ACT: ['Canberra'],
  NT: ['Darwin', 'Alice Springs'],
};

/** Real Sydney suburbs with their postcodes (all NSW). */
export const demoSuburbs: [name: string, postcode: string][] = [
  ['Sydney', '2000'], ['Haymarket', '2000'], ['The Rocks', '2000'], ['Pyrmont', '2009'], ['Ultimo', '2007'],
  ['Surry Hills', '2010'], ['Darlinghurst', '2010'], ['Potts Point', '2011'], ['Alexandria', '2015'],
  ['Redfern', '2016'], ['Waterloo', '2017'], ['Rosebery', '2018'], ['Mascot', '2020'], ['Paddington', '2021'],
  ['Bondi Junction', '2022'], ['Bellevue Hill', '2023'], ['Woollahra', '2025'], ['Bondi', '2026'],
  ['Double Bay', '2028'], ['Rose Bay', '2029'], ['Randwick', '2031'], ['Kingsford', '2032'], ['Kensington', '2033'],
  ['Coogee', '2034'], ['Maroubra', '2035'], ['Glebe', '2037'], ['Annandale', '2038'], ['Rozelle', '2039'],
  ['Leichhardt', '2040'], ['Balmain', '2041'], ['Newtown', '2042'], ['Erskineville', '2043'], ['St Peters', '2044'],
  ['Haberfield', '2045'], ['Five Dock', '2046'], ['Drummoyne', '2047'], ['Stanmore', '2048'], ['Petersham', '2049'],
  ['Camperdown', '2050'], ['North Sydney', '2060'], ['Kirribilli', '2061'], ['Cammeray', '2062'],
  ['Northbridge', '2063'], ['Artarmon', '2064'], ['St Leonards', '2065'], ['Crows Nest', '2065'],
  ['Lane Cove', '2066'], ['Chatswood', '2067'], ['Willoughby', '2068'], ['Roseville', '2069'], ['Lindfield', '2070'],
  ['Killara', '2071'], ['Gordon', '2072'], ['Pymble', '2073'], ['Turramurra', '2074'], ['St Ives', '2075'],
  ['Wahroonga', '2076'], ['Hornsby', '2077'], ['Mosman', '2088'], ['Neutral Bay', '2089'], ['Cremorne', '2090'],
  ['Manly', '2095'], ['Dee Why', '2099'], ['Brookvale', '2100'], ['Mona Vale', '2103'], ['Ryde', '2112'],
  ['Macquarie Park', '2113'], ['Epping', '2121'], ['Eastwood', '2122'], ['Parramatta', '2150'],
  ['Castle Hill', '2154'], ['Baulkham Hills', '2153'], ['Blacktown', '2148'], ['Strathfield', '2135'],
  ['Burwood', '2134'], ['Ashfield', '2131'], ['Homebush', '2140'], ['Auburn', '2144'], ['Bankstown', '2200'],
  ['Marrickville', '2204'], ['Rockdale', '2216'], ['Kogarah', '2217'], ['Hurstville', '2220'], ['Cronulla', '2230'],
  ['Sutherland', '2232'], ['Miranda', '2228'], ['Liverpool', '2170'], ['Penrith', '2750'], ['Campbelltown', '2560'],
];
