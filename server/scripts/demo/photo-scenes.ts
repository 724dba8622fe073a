/**
 * The demo's visit photos: a handful of pleasant, distinct pictures drawn as SVG and turned into JPEGs with
 * sharp when the demo is seeded, so the repository ships no binary files. Each is a simple room with a caption,
 * the way a contractor's "after" shot reads in the visit report. A fine grain keeps them photo-sized (about
 * 50–150 KB at 1200×900) so the thumbnails, the report and the PDF handle them as they would a phone's.
 */
import sharp from 'sharp';

export type PhotoScene = { caption: string; filename: string; svg: string };

const width = 1200;
const height = 900;

/** Wall, floor and a soft light from the upper left: what every scene stands in. */
function room(wall: [string, string], floor: [string, string], floorPattern: string) {
  return `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor[0]}"/><stop offset="1" stop-color="${floor[1]}"/></linearGradient>
      <radialGradient id="light" cx="0.2" cy="0.15" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ec"/><stop offset="1" stop-color="#dff1fb"/></linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0.3"/></linearGradient>
      <pattern id="grain" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="3" height="3" fill="#000" fill-opacity="0.035"/><rect x="3" y="3" width="3" height="3" fill="#fff" fill-opacity="0.04"/>
        <rect x="4" y="1" width="1" height="1" fill="#000" fill-opacity="0.05"/><rect x="1" y="4" width="1" height="1" fill="#fff" fill-opacity="0.06"/>
      </pattern>
      ${floorPattern}
    </defs>
    <rect width="${width}" height="600" fill="url(#wall)"/>
    <polygon points="0,600 1200,600 1200,900 0,900" fill="url(#floor)"/>
    <polygon points="0,600 1200,600 1200,900 0,900" fill="url(#floorPattern)"/>
    <rect y="592" width="${width}" height="10" fill="#000" fill-opacity="0.12"/>`;
}

/** A perspective floor of boards or tiles: lines running to a vanishing point behind the wall. */
function floorLines(colour: string, across: boolean) {
  const rays = Array.from(
    { length: 25 },
    (_, i) => `<line x1="${600 + (i - 12) * 18}" y1="600" x2="${600 + (i - 12) * 140}" y2="900"/>`,
  ).join('');
  const rows = across ? [630, 668, 716, 776, 850].map((y) => `<line x1="0" y1="${y}" x2="1200" y2="${y}"/>`).join('') : '';
  return `<pattern id="floorPattern" width="${width}" height="${height}" patternUnits="userSpaceOnUse"><g stroke="${colour}" stroke-width="2">${rays}${rows}</g></pattern>`;
}

function tiles(x: number, y: number, w: number, h: number, size: number, colour: string, grout: string) {
  const cols = Math.ceil(w / size);
  const rows = Math.ceil(h / (size / 2));
  const lines = [
    ...Array.from({ length: rows + 1 }, (_, r) => `<line x1="${x}" y1="${y + (r * size) / 2}" x2="${x + w}" y2="${y + (r * size) / 2}"/>`),
    ...Array.from({ length: rows * (cols + 1) }, (_, i) => {
      const r = Math.floor(i / (cols + 1));
      const cx = x + (i % (cols + 1)) * size + (r % 2 ? size / 2 : 0);
      return cx > x + w ? '' : `<line x1="${cx}" y1="${y + (r * size) / 2}" x2="${cx}" y2="${y + ((r + 1) * size) / 2}"/>`;
    }),
  ];
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/><g stroke="${grout}" stroke-width="2">${lines.join('')}</g>`;
}

function window(x: number, y: number, w: number, h: number, panes = 2) {
  const bars = Array.from(
    { length: panes - 1 },
    (_, i) => `<rect x="${x + ((i + 1) * w) / panes - 4}" y="${y}" width="8" height="${h}" fill="#f4f4f2"/>`,
  ).join('');
  return `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" fill="#f4f4f2"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
    <path d="M${x} ${y + h * 0.8} q ${w * 0.2} -40 ${w * 0.35} -10 t ${w * 0.4} -20 t ${w * 0.25} 10 V ${y + h} H ${x} Z" fill="#9cc79a"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>${bars}`;
}

function plant(x: number, y: number, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-40 0 h80 l-10 90 h-60 Z" fill="#c8704f"/>
    ${[
      [-50, -60, 38],
      [0, -95, 44],
      [48, -55, 36],
      [-20, -30, 34],
      [25, -25, 30],
    ]
      .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#4f9a5a" fill-opacity="0.9"/>`)
      .join('')}
    <circle cx="-10" cy="-80" r="22" fill="#6fbf73" fill-opacity="0.8"/></g>`;
}

function caption(text: string) {
  // Large and above the bottom edge, so it still reads in a 400 px thumbnail cropped to a wide tile.
  const w = 72 + text.length * 29;
  return `<rect x="40" y="680" width="${w}" height="88" rx="16" fill="#1d2b36" fill-opacity="0.62"/>
    <text x="76" y="740" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="50" fill="#fff">${text}</text>`;
}

const kitchen = `${room(['#f6efe3', '#e9dcc6'], ['#c9a27a', '#a77d56'], floorLines('#8d6644', false))}
  ${window(90, 90, 300, 230)}
  <rect x="470" y="70" width="690" height="220" rx="6" fill="#8fb3a0"/>
  ${[0, 1, 2].map((i) => `<rect x="${486 + i * 226}" y="86" width="210" height="188" rx="4" fill="#9dc1ad"/><rect x="${580 + i * 226}" y="250" width="24" height="8" rx="4" fill="#e7e2d6"/>`).join('')}
  ${tiles(470, 290, 690, 170, 60, '#fbfbf8', '#dcdcd6')}
  <rect x="40" y="455" width="1140" height="34" fill="#b9b9b4"/><rect x="40" y="486" width="1140" height="6" fill="#000" fill-opacity="0.15"/>
  <rect x="60" y="492" width="1100" height="190" fill="#8fb3a0"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${74 + i * 272}" y="506" width="258" height="162" rx="4" fill="#9dc1ad"/><rect x="${190 + i * 272}" y="520" width="30" height="8" rx="4" fill="#e7e2d6"/>`).join('')}
  <rect x="640" y="420" width="120" height="36" rx="8" fill="#d9d9d6"/><path d="M700 420 v-60 q0 -22 26 -22" stroke="#bdbdb8" stroke-width="10" fill="none"/>
  <circle cx="320" cy="430" r="26" fill="#e98c5c"/><circle cx="360" cy="438" r="20" fill="#f3c34b"/>`;

const bathroom = `${room(['#e7f1f4', '#cfe2e8'], ['#dfe6e8', '#b8c5c9'], floorLines('#a5b3b8', true))}
  ${tiles(0, 0, 1200, 600, 80, '#e9f3f6', '#c7dade')}
  <rect x="380" y="70" width="440" height="300" rx="18" fill="#9fb6bf"/><rect x="394" y="84" width="412" height="272" rx="12" fill="#dbeaf0"/>
  <polygon points="420,100 560,100 440,330 410,330" fill="#fff" fill-opacity="0.5"/>
  <rect x="330" y="400" width="540" height="60" rx="10" fill="#f7f7f5"/><ellipse cx="600" cy="420" rx="150" ry="22" fill="#e4e9ea"/>
  <rect x="350" y="460" width="500" height="170" rx="6" fill="#b58b63"/><rect x="364" y="474" width="232" height="142" rx="4" fill="#c49a70"/><rect x="604" y="474" width="232" height="142" rx="4" fill="#c49a70"/>
  <path d="M600 400 v-44 q0 -16 20 -16" stroke="#9aa5a8" stroke-width="9" fill="none"/>
  <rect x="960" y="260" width="150" height="16" rx="8" fill="#aab6ba"/><rect x="975" y="276" width="120" height="190" rx="6" fill="#f4a9a0"/>
  ${plant(180, 560, 0.8)}`;

const office = `${room(['#eef0f3', '#dde1e6'], ['#7f8fa3', '#5f6f83'], floorLines('#6a7a8e', true))}
  ${window(60, 60, 1080, 250, 6)}
  ${[0, 1, 2]
    .map(
      (
        i,
      ) => `<rect x="${90 + i * 370}" y="420" width="300" height="22" fill="#e9e4dc"/><rect x="${110 + i * 370}" y="442" width="12" height="140" fill="#444c56"/><rect x="${358 + i * 370}" y="442" width="12" height="140" fill="#444c56"/>
    <rect x="${170 + i * 370}" y="330" width="140" height="86" rx="6" fill="#2f3640"/><rect x="${178 + i * 370}" y="338" width="124" height="70" rx="3" fill="#5d7890"/><rect x="${232 + i * 370}" y="416" width="16" height="6" fill="#2f3640"/>
    <path d="M${180 + i * 370} 520 h100 l-10 60 h-80 Z" fill="#3f6e8c"/>`,
    )
    .join('')}
  ${plant(1110, 560, 0.9)}`;

const reception = `${room(['#f3ece6', '#e2d3c6'], ['#d9c3a5', '#b99a74'], floorLines('#a3825d', false))}
  <rect x="420" y="110" width="360" height="110" rx="10" fill="#3c6e71"/><text x="600" y="180" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#f3ece6">WELCOME</text>
  <path d="M200 420 Q600 360 1000 420 V 640 Q600 580 200 640 Z" fill="#fbfaf7"/><path d="M200 420 Q600 360 1000 420 V 446 Q600 386 200 446 Z" fill="#3c6e71"/>
  <rect x="520" y="320" width="160" height="70" rx="6" fill="#2f3640"/>
  ${plant(120, 560, 1.1)}${plant(1090, 560, 1)}
  <rect x="0" y="0" width="1200" height="600" fill="url(#light)"/>`;

const windows = `${room(['#eceff1', '#d9dee2'], ['#9aa3ab', '#79838c'], floorLines('#87919a', true))}
  <rect x="40" y="30" width="1120" height="540" fill="#f4f4f2"/><rect x="60" y="50" width="1080" height="500" fill="url(#sky)"/>
  ${[
    [80, 300, 90, 250],
    [190, 360, 70, 190],
    [280, 250, 110, 300],
    [410, 330, 80, 220],
    [510, 280, 120, 270],
    [650, 350, 70, 200],
    [740, 230, 100, 320],
    [860, 320, 90, 230],
    [970, 270, 140, 280],
  ]
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#7b93a8" fill-opacity="0.75"/>${Array.from({ length: Math.floor(h / 40) }, (_, r) => `<rect x="${x + 12}" y="${y + 16 + r * 40}" width="${w - 24}" height="14" fill="#dce9f2" fill-opacity="0.6"/>`).join('')}`,
    )
    .join('')}
  <rect x="60" y="50" width="1080" height="500" fill="url(#glass)"/>
  ${[330, 600, 870].map((x) => `<rect x="${x - 6}" y="50" width="12" height="500" fill="#f4f4f2"/>`).join('')}<rect x="60" y="296" width="1080" height="10" fill="#f4f4f2"/>
  <rect x="930" y="640" width="160" height="150" rx="10" fill="#3d7bd9"/><rect x="940" y="600" width="10" height="50" fill="#333"/><rect x="905" y="590" width="110" height="18" rx="6" fill="#333"/>`;

const meetingRoom = `${room(['#eef1ed', '#dbe2d8'], ['#8d9a8a', '#6c7a69'], floorLines('#76846f', true))}
  <rect x="340" y="90" width="520" height="280" rx="8" fill="#c9ccd0"/><rect x="354" y="104" width="492" height="252" fill="#fdfdfd"/>
  <rect x="380" y="362" width="440" height="10" rx="4" fill="#9aa0a6"/>
  <polygon points="300,500 900,500 1040,700 160,700" fill="#caa57c"/><polygon points="160,700 1040,700 1040,722 160,722" fill="#a8835b"/>
  ${[250, 420, 600, 780, 950].map((x) => `<rect x="${x - 50}" y="430" width="100" height="90" rx="16" fill="#2f3b4a"/>`).join('')}
  ${[260, 600, 940].map((x) => `<rect x="${x - 60}" y="730" width="120" height="110" rx="18" fill="#2f3b4a"/>`).join('')}
  ${window(950, 90, 190, 280, 2)}`;

const washroom = `${room(['#f1f3f6', '#dfe4ea'], ['#c4ccd3', '#a2adb7'], floorLines('#929da8', true))}
  ${tiles(0, 300, 1200, 300, 70, '#ffffff', '#d8dde2')}
  <rect x="150" y="110" width="170" height="220" rx="14" fill="#fafafa" stroke="#c3c9cf" stroke-width="4"/><rect x="180" y="300" width="110" height="10" rx="4" fill="#9aa3ab"/><rect x="190" y="306" width="90" height="60" fill="#fff" stroke="#d6dadd"/>
  ${[520, 680, 840].map((x) => `<rect x="${x}" y="170" width="90" height="140" rx="12" fill="#f7f7f7" stroke="#c3c9cf" stroke-width="4"/><rect x="${x + 30}" y="310" width="30" height="16" rx="4" fill="#9aa3ab"/><rect x="${x + 14}" y="200" width="62" height="80" rx="6" fill="#a6d8c8"/>`).join('')}
  <rect x="440" y="400" width="620" height="60" rx="10" fill="#e9ecee"/>
  ${[560, 760, 960].map((x) => `<ellipse cx="${x}" cy="420" rx="70" ry="16" fill="#d3d8db"/><path d="M${x} 400 v-40 q0 -14 18 -14" stroke="#9aa5a8" stroke-width="8" fill="none"/>`).join('')}
  ${plant(150, 560, 0.7)}`;

const bins = `${room(['#f0ece4', '#ddd5c7'], ['#a9a9a3', '#878781'], floorLines('#95958f', true))}
  <rect x="0" y="200" width="1200" height="18" fill="#c9bfae"/>
  ${[
    ['#2f7d4f', 'General waste'],
    ['#e0b630', 'Recycling'],
    ['#3d74c4', 'Paper'],
    ['#8c5a3c', 'Organics'],
  ]
    .map(([lid, label], i) => {
      const x = 130 + i * 250;
      return `<path d="M${x} 360 h190 l-16 300 h-158 Z" fill="#5b6167"/><rect x="${x - 12}" y="330" width="214" height="40" rx="10" fill="${lid}"/>
        <rect x="${x + 35}" y="430" width="120" height="50" rx="6" fill="${lid}"/><text x="${x + 95}" y="528" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#eef0f2">${label}</text>`;
    })
    .join('')}
  ${window(1080, 90, 100, 200, 1)}`;

function frame(body: string, text: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}
    <rect width="${width}" height="${height}" fill="url(#grain)"/>${caption(text)}</svg>`;
}

const scene = (caption: string, filename: string, body: string): PhotoScene => ({ caption, filename, svg: frame(body, caption) });

export const photoScenes: readonly PhotoScene[] = [
  scene('Kitchen \u2014 after', 'kitchen-after.jpg', kitchen),
  scene('Bathroom \u2014 after', 'bathroom-after.jpg', bathroom),
  scene('Open-plan office \u2014 vacuumed', 'office-vacuumed.jpg', office),
  scene('Reception \u2014 after', 'reception-after.jpg', reception),
  scene('Windows \u2014 cleaned inside', 'windows-cleaned.jpg', windows),
  scene('Meeting room \u2014 reset', 'meeting-room-reset.jpg', meetingRoom),
  scene('Washroom \u2014 restocked', 'washroom-restocked.jpg', washroom),
  scene('Bins \u2014 emptied and relined', 'bins-emptied.jpg', bins),
];

/** One scene as the JPEG a phone might send (progressive off, 4:2:0, as most cameras write). */
export function renderScene(photo: PhotoScene): Promise<Buffer> {
  return sharp(Buffer.from(photo.svg)).jpeg({ quality: 84 }).toBuffer();
}
